/// The built-in table of common ingredients and their aisle. A name is looked up whole first
/// ("coconut milk" is pantry, not dairy), then by its words from the last ("chicken thigh" is
/// meat through "chicken"... found by trying "thigh", then "chicken").
public enum AisleTable {
    public static func aisle(for key: String) -> Aisle {
        if let aisle = table[key] { return aisle }
        let words = key.split(separator: " ").map(String.init)
        // Longest tail first: "soy sauce" before "sauce".
        if words.count > 1 {
            for start in 1..<words.count {
                if let aisle = table[words[start...].joined(separator: " ")] { return aisle }
            }
        }
        for word in words.reversed() {
            if let aisle = table[word] { return aisle }
        }
        return .other
    }

    static let table: [String: Aisle] = {
        var t: [String: Aisle] = [:]
        func add(_ aisle: Aisle, _ names: String) {
            for name in names.split(separator: ",") {
                t[ShoppingName.key(for: name.trimmingCharacters(in: .whitespaces))] = aisle
            }
        }
        add(.produce, """
            onion, shallot, garlic, ginger, potato, sweet potato, carrot, celery, leek, tomato, cherry tomato, \
            cucumber, pepper, bell pepper, red pepper, green pepper, chilli, chili, jalapeno, lettuce, spinach, \
            cabbage, kale, broccoli, cauliflower, courgette, zucchini, aubergine, eggplant, mushroom, pea, bean sprout, \
            spring onion, scallion, lemon, lime, orange, apple, banana, mango, avocado, berry, strawberry, \
            blueberry, raspberry, grape, pear, peach, pineapple, coriander, cilantro, parsley, basil, mint, dill, \
            thyme, rosemary, sage, chive, lemongrass, herb, radish, beetroot, squash, pumpkin, corn, fennel, \
            asparagus, green bean, okra, bok choy, pak choi, daikon, salad, rocket, arugula, watercress, \
            plantain, kaffir lime leaf, lime leaf, thai basil, bean sprouts, sprout
            """)
        add(.dairyAndEggs, """
            milk, whole milk, buttermilk, butter, unsalted butter, cream, double cream, single cream, \
            heavy cream, whipping cream, sour cream, soured cream, creme fraiche, yogurt, yoghurt, \
            greek yogurt, cheese, cheddar, parmesan, mozzarella, feta, halloumi, ricotta, mascarpone, \
            paneer, gruyere, pecorino, egg, egg yolk, egg white, ghee, cream cheese, queso fresco
            """)
        add(.meatAndFish, """
            chicken, chicken breast, chicken thigh, beef, beef mince, mince, pork, pork belly, lamb, bacon, \
            pancetta, ham, sausage, chorizo, turkey, duck, steak, salmon, cod, haddock, tuna, prawn, shrimp, \
            mussel, clam, squid, fish, white fish, anchovy, crab, lobster, scallop, pork mince, lamb mince, \
            black pudding, brisket, oxtail, guanciale
            """)
        add(.bakery, """
            bread, baguette, loaf, roll, bun, pita, pitta, tortilla, wrap, naan, flatbread, croissant, \
            brioche, sourdough, breadcrumb, panko, sandwich bread, burger bun
            """)
        add(.pantry, """
            flour, plain flour, bread flour, self-raising flour, cornflour, cornstarch, sugar, brown sugar, \
            caster sugar, icing sugar, honey, maple syrup, golden syrup, treacle, molasses, rice, basmati rice, \
            jasmine rice, arborio rice, sushi rice, pasta, spaghetti, noodle, rice noodle, udon, lentil, \
            chickpea, bean, kidney bean, black bean, cannellini bean, oat, couscous, bulgur, quinoa, stock, \
            broth, stock cube, chicken stock, beef stock, vegetable stock, soy sauce, fish sauce, oyster sauce, \
            hoisin sauce, sauce, vinegar, rice vinegar, wine vinegar, oil, olive oil, vegetable oil, sesame oil, \
            sunflower oil, coconut milk, coconut cream, tinned tomato, chopped tomatoes, tomato puree, \
            tomato paste, passata, peanut butter, tahini, mustard, ketchup, mayonnaise, jam, chocolate, \
            dark chocolate, cocoa, cocoa powder, baking powder, baking soda, bicarbonate of soda, yeast, \
            dried yeast, vanilla, vanilla extract, nut, peanut, almond, cashew, walnut, pine nut, sesame seed, \
            seed, raisin, sultana, date, dried fruit, curry paste, green curry paste, gochujang, miso, \
            miso paste, kimchi, tofu, mirin, sake, dashi, nori, seaweed, wakame, tamarind, stock pot, \
            condensed milk, evaporated milk, gelatine, cornmeal, polenta, semolina, masa harina, olive, caper, \
            sriracha, harissa, paste, garlic paste, ginger garlic paste, ginger paste, stock powder, chilli sauce, worcestershire sauce, water, salt, breadcrumbs
            """)
        add(.spices, """
            pepper, black pepper, white pepper, cumin, ground cumin, cumin seed, coriander seed, \
            ground coriander, turmeric, paprika, smoked paprika, chilli powder, chili powder, chilli flake, \
            cayenne, garam masala, curry powder, cinnamon, nutmeg, clove, cardamom, star anise, bay leaf, \
            oregano, dried oregano, dried thyme, mixed spice, allspice, fenugreek, mustard seed, saffron, \
            sumac, za'atar, ras el hanout, five spice, sichuan peppercorn, peppercorn, fennel seed, \
            spice, powder, mustard powder, garlic powder, onion powder, ground ginger, dried chilli, gochugaru, salt, sea salt
            """)
        add(.frozen, "frozen pea, ice cream, frozen berry, frozen spinach, ice, frozen prawn, puff pastry, filo pastry")
        add(.drinks, "wine, red wine, white wine, beer, cider, juice, orange juice, tea, black tea, coffee, espresso, rum, brandy, sparkling water, soda, lemonade")
        return t
    }()
}

import Foundation
