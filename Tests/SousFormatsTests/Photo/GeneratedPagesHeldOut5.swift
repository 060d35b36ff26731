/// A fifth set of pages kept away from the importer's tuning, by someone who had not read the
/// importer, to measure it on print it has never seen (see the note in the file).
enum GeneratedPagesHeldOut5 {
    /// Note: written blind on 2026-11-27 (late), without reading the importer's sources (only
    /// `GeneratedPage.swift`, `PageImageRenderer.swift` and `GeneratedPagesHeldOut4.swift` under
    /// `Tests/SousFormatsTests/Photo/`, a listing of that folder's file names, and the
    /// `name:`/`title:` lines of `GeneratedPages.swift`, `GeneratedPagesHeldOut.swift`,
    /// `GeneratedPagesHeldOut2.swift` and `GeneratedPagesHeldOut3.swift` to keep away from their
    /// dishes). Ten pages of Hungarian, Moroccan, Filipino, Georgian, Peruvian, Turkish, Danish,
    /// Malaysian, German and Nigerian cookbook print (four in US style, four in UK style, two
    /// mixing metric and cups), 131 ingredient lines in all: 42 lines with Unicode vulgar fractions
    /// on all ten pages, 23 alone ("½ tsp hot paprika", "¾ cup water", "⅓ cup ají amarillo paste",
    /// "⅔ cup kerisik", "⅛ tsp saffron threads"), 15 after a whole number ("3½ lb", "2¾ cups",
    /// "1¼ tsp", "2½ cups") and 4 inside the line ("1 (¼-ounce) packet instant yeast", "juice of
    /// ½ lemon", "40 g/1½ oz plain flour", "150 ml/¼ pint whole milk"); 2 lines with decimal
    /// amounts ("1.2 kg beef chuck", "about 1.6 kg" inside a line), 3 with ranges ("6-8 garlic
    /// cloves", "10-15 dried chillies", "1-2 Scotch bonnet peppers"), 5 with tins, cans or packets
    /// ("1 x 400 g tin", "1 x 400 ml tin", "1 (12-ounce) can"), 10 metric and imperial pairs on
    /// two pages ("225 g/8 oz", "175 ml/6 fl oz"), 8 without an amount ("salt and pepper to taste",
    /// "pickled red cabbage", "small bunch each of coriander and flat-leaf parsley, chopped"),
    /// 12 section headings among the ingredients ("For the spice paste:", "To finish:") on six
    /// pages, bullets on three, a running header on nine pages (four ALL CAPS, two with a number,
    /// "7 · BREAD AND PASTRIES" and "CHAPTER 9 · CURRIES") and a page number on eight, intros on
    /// four; ingredient and method headings varied ("You will need", "Preparation", "Directions",
    /// "INGREDIENTS"/"METHOD").
    /// Fonts: DejaVu Sans Condensed, Nimbus Mono PS, P052, DejaVu Serif (headings in DejaVu Serif
    /// Bold Italic), DejaVu Sans Mono, Nimbus Sans, C059, DejaVu Sans, URW Bookman Light and URW
    /// Gothic Book, one page each, headings in the face's bold. ⅓ and ⅔ only on the four DejaVu
    /// pages (the URW faces have ½ ¼ ¾ ⅛ but no ⅓ or ⅔); ⅛ on the Nimbus Mono PS page; every
    /// character of every page checked against the character set (fc-query) of the file ImageMagick
    /// uses for its font and heading font, and the fractions of all ten faces in a test render.
    /// 9.5-13 pt, 150-300 dpi, turned -2.2° to 2.3°, noise 0.2-0.6, blur on two pages (0.7 and
    /// 0.5), four PNG, three JPEG and three TIFF, all four layouts (side by side three times, the
    /// method continuing with 1, 2 and 3 steps on the left, single column twice, ingredients in two
    /// columns twice), a blank line between steps on two pages and a wider gutter on one.
    /// First score (27 November, the importer as committed at 411044d): 104 of 131 lines right
    /// (79.4%), 7 of 10 titles.
    static let all: [GeneratedPage] = [
        GeneratedPage(
            name: "heldout5-chicken-paprikash", title: "Chicken Paprikash",
            intro: "Paprikás csirke is Sunday lunch all over Hungary. Take the pot off the heat before you add the paprika, or it will scorch and turn bitter. Serves 4 to 6.",
            ingredients: ["3 tbsp lard or vegetable oil", "2 large yellow onions, finely chopped",
                          "3½ lb bone-in chicken thighs and drumsticks", "2 tbsp sweet Hungarian paprika",
                          "½ tsp hot paprika", "1 Hungarian wax pepper, seeded and sliced",
                          "1½ cups chicken stock", "1¼ tsp kosher salt",
                          "¼ tsp freshly ground black pepper", "1 cup sour cream", "2 tbsp all-purpose flour",
                          "⅓ cup heavy cream", "nokedli or egg noodles, to serve"],
            steps: ["Heat the lard in a large, heavy Dutch oven over medium heat. Add the onions and cook, stirring often, for 10 to 12 minutes until soft and golden.",
                    "Pat the chicken dry, season with some of the salt and brown it in batches with the onions pushed to one side, about 4 minutes per side.",
                    "Take the pot off the heat and stir in both paprikas. Return the chicken with the wax pepper, stock, the rest of the salt and the pepper. Cover and simmer gently for 35 to 40 minutes, until the chicken is tender.",
                    "Whisk the sour cream with the flour and heavy cream until smooth. Stir in a ladleful of the hot sauce, then pour the mixture back into the pot.",
                    "Simmer for 5 minutes more, without boiling, until the sauce is thick and rosy. Serve with nokedli or buttered egg noodles."],
            layout: .sideBySide, font: "DejaVu-Sans-Condensed", headingFont: "DejaVu-Sans-Condensed-Bold", pointSize: 10.5,
            dpi: 220, rotation: 1.1, noise: 0.35, format: "png", runningHeader: "HUNGARY", pageNumber: 212),
        GeneratedPage(
            name: "heldout5-chicken-tagine", title: "Chicken Tagine with Preserved Lemon and Olives",
            ingredients: ["For the marinade:", "3 garlic cloves, crushed", "1 tsp ground ginger", "1 tsp ground cumin",
                          "½ tsp ground turmeric", "½ tsp freshly ground black pepper",
                          "⅛ tsp saffron threads, soaked in 2 tbsp hot water", "3 tbsp olive oil", "For the tagine:",
                          "1 free-range chicken, about 1.6 kg, jointed into 8 pieces", "2 onions, grated", "1 cinnamon stick",
                          "300 ml chicken stock", "2 preserved lemons, rind only, cut into strips",
                          "125 g green or violet olives", "small bunch each of coriander and flat-leaf parsley, chopped"],
            steps: ["Mix the garlic, spices, saffron with its water and the oil in a large bowl. Add the chicken, turn to coat and leave to marinate for at least 2 hours, or overnight in the fridge.",
                    "Put the chicken and its marinade in a tagine or heavy casserole with the grated onion and cinnamon stick. Cook over a medium heat for 10 minutes, turning the pieces until lightly coloured.",
                    "Pour in the stock, bring to a simmer, cover and cook gently for 45 minutes, turning the chicken once or twice.",
                    "Add the preserved lemon and olives and cook uncovered for a further 15 minutes, until the sauce has reduced and the chicken is very tender.",
                    "Stir in most of the herbs, scatter over the rest and serve with bread or couscous."],
            layout: .methodContinues(stepsOnLeft: 2), font: "Nimbus-Mono-PS-Regular", headingFont: "Nimbus-Mono-PS-Bold",
            pointSize: 10, dpi: 260, rotation: -1.8, noise: 0.3, format: "tif", stepSpacing: "\n\n",
            runningHeader: "Tagines & Couscous", pageNumber: 88),
        GeneratedPage(
            name: "heldout5-chicken-adobo", title: "Chicken Adobo",
            intro: "Every Filipino family has its own adobo. This one is sharp with vinegar and heavy with garlic, and it is even better the next day.",
            ingredients: ["• 3 lb chicken thighs and drumsticks", "• ½ cup cane vinegar or white vinegar", "• ¼ cup soy sauce",
                          "• 1 head garlic, cloves peeled and crushed", "• 3 bay leaves",
                          "• 1 tsp whole black peppercorns, lightly cracked", "• ¾ cup water", "• 1½ tsp brown sugar",
                          "• 2 tbsp vegetable oil", "• 2 scallions, thinly sliced", "• steamed white rice, to serve"],
            steps: ["Combine the chicken, vinegar, soy sauce, garlic, bay leaves and peppercorns in a large bowl. Cover and refrigerate for at least 1 hour, or up to overnight.",
                    "Transfer everything to a wide pot, add the water and bring to a boil without stirring, so the vinegar can cook off its raw taste. Lower the heat, cover and simmer for 30 minutes.",
                    "Lift out the chicken and pat it dry. Add the sugar to the pot and boil the sauce until reduced by about half, 8 to 10 minutes.",
                    "Heat the oil in a skillet over medium-high heat and brown the chicken on all sides. Return it to the sauce and turn to coat.",
                    "Sprinkle with the scallions and serve over steamed rice, with plenty of the sauce spooned over."],
            layout: .singleColumn, methodHeading: "Preparation", font: "P052-Roman", headingFont: "P052-Bold", pointSize: 12,
            dpi: 170, rotation: 2.3, noise: 0.5, format: "jpg", runningHeader: "Everyday Filipino", pageNumber: 31),
        GeneratedPage(
            name: "heldout5-khachapuri-adjaruli", title: "Khachapuri Adjaruli",
            ingredients: ["For the dough:", "2¾ cups bread flour", "1 (¼-ounce) packet instant yeast", "1 tsp sugar",
                          "1½ tsp kosher salt", "1 cup warm whole milk", "2 tbsp vegetable oil", "For the filling:",
                          "2 cups shredded low-moisture mozzarella", "1½ cups crumbled feta", "⅓ cup whole-milk ricotta",
                          "To finish:", "4 large egg yolks", "4 tbsp cold unsalted butter, cut into 4 pats",
                          "1 egg, beaten with 1 tbsp water"],
            steps: ["Whisk the flour, yeast, sugar and salt in a large bowl. Add the milk and oil and mix to a shaggy dough, then knead for 8 minutes until smooth and elastic. Cover and let rise until doubled, about 1 hour.",
                    "Mix the mozzarella, feta and ricotta together. Heat the oven to 475°F with a baking sheet on the middle rack.",
                    "Divide the dough into 4 pieces and roll each into an oval about 10 inches long. Roll up the long sides toward the center, leaving a wide hollow in the middle, and pinch the ends to make a boat shape.",
                    "Fill each boat with a quarter of the cheese, brush the edges with the beaten egg and slide onto the hot baking sheet. Bake for 12 to 15 minutes, until golden.",
                    "Make a well in the cheese of each boat, drop in an egg yolk and bake for 2 minutes more. Top with a pat of butter and serve at once, stirring the egg and butter into the cheese at the table."],
            layout: .ingredientsInTwoColumns, font: "DejaVu-Serif", headingFont: "DejaVu-Serif-Bold-Italic", pointSize: 11,
            dpi: 300, rotation: -0.6, noise: 0.2, format: "png", runningHeader: "7 · BREAD AND PASTRIES", pageNumber: 164),
        GeneratedPage(
            name: "heldout5-aji-de-gallina", title: "Ají de Gallina",
            ingredients: ["2 lb boneless, skinless chicken breasts", "4 cups chicken broth",
                          "4 slices white sandwich bread, crusts removed", "1 (12-ounce) can evaporated milk",
                          "3 tbsp vegetable oil", "1 large red onion, finely chopped", "3 garlic cloves, minced",
                          "⅓ cup ají amarillo paste", "½ tsp ground cumin", "½ cup walnuts or pecans, finely ground",
                          "⅔ cup grated Parmesan", "salt and pepper to taste", "To serve:",
                          "1½ lb yellow potatoes, boiled and sliced", "3 hard-boiled eggs, quartered", "8 Kalamata olives"],
            steps: ["Put the chicken in a saucepan with the broth, bring to a simmer and poach for 20 minutes. Let cool in the broth, then shred the meat, reserving the broth.",
                    "Tear the bread into pieces and soak it in the evaporated milk for 10 minutes, then blend until smooth.",
                    "Heat the oil in a large skillet over medium heat and cook the onion until soft, about 8 minutes. Add the garlic, ají amarillo paste and cumin and cook, stirring, for 3 minutes.",
                    "Stir in the bread mixture and 1 cup of the reserved broth and simmer until thick, about 5 minutes. Add the chicken, walnuts and Parmesan and heat through, adding more broth if it seems too stiff. Season with salt and pepper.",
                    "Serve over the sliced potatoes with rice on the side, garnished with the eggs and olives."],
            layout: .sideBySide, methodHeading: "Directions", font: "DejaVu-Sans-Mono", headingFont: "DejaVu-Sans-Mono-Bold",
            pointSize: 9.5, dpi: 240, rotation: 0.7, noise: 0.4, blur: 0.7, format: "jpg", stepSpacing: "\n\n",
            runningHeader: "Aves · Poultry", pageNumber: 119),
        GeneratedPage(
            name: "heldout5-imam-bayildi", title: "Imam Bayildi",
            ingredients: ["4 medium aubergines (about 250 g each)", "150 ml olive oil",
                          "2 large onions, halved and thinly sliced", "6-8 garlic cloves, thinly sliced",
                          "1 x 400 g tin chopped tomatoes", "1 tsp caster sugar",
                          "½ tsp ground allspice", "1½ tsp sea salt", "¼ tsp dried chilli flakes (pul biber)",
                          "large bunch of flat-leaf parsley, chopped", "juice of ½ lemon", "100 ml water"],
            steps: ["Peel the aubergines lengthways in stripes, leaving bands of skin. Cut a deep slit along one side of each, without cutting through, sprinkle the insides with salt and leave for 30 minutes. Rinse and pat dry.",
                    "Heat 100 ml of the oil in a large frying pan and fry the aubergines, turning, for 10-12 minutes until soft and golden. Drain on kitchen paper.",
                    "Add the rest of the oil to the pan and cook the onions gently for 15 minutes until very soft. Add the garlic and cook for 2 minutes, then stir in the tomatoes, sugar, allspice, chilli flakes and half the parsley. Simmer for 10 minutes.",
                    "Heat the oven to 180C/160C fan/gas 4. Lay the aubergines slit side up in a baking dish and open them out. Pack the filling into them and spoon any extra around.",
                    "Mix the lemon juice with the water, pour around the aubergines, cover with foil and bake for 45 minutes. Leave to cool and serve at room temperature, scattered with the remaining parsley."],
            layout: .methodContinues(stepsOnLeft: 3), font: "Nimbus-Sans-Regular", headingFont: "Nimbus-Sans-Bold",
            pointSize: 11.5, dpi: 200, rotation: -2.2, noise: 0.45, format: "png", runningHeader: "MEZE AND VEGETABLES",
            pageNumber: 57),
        GeneratedPage(
            name: "heldout5-frikadeller", title: "Frikadeller",
            intro: "Danish meatballs, flattened slightly and fried in butter. The mixture should be soft enough to shape with a wet spoon.",
            ingredients: ["250 g/9 oz minced pork", "250 g/9 oz minced veal", "1 small onion, very finely grated",
                          "40 g/1½ oz plain flour", "150 ml/¼ pint whole milk", "1 egg, beaten", "1 tsp salt",
                          "½ tsp freshly ground black pepper", "¼ tsp ground allspice", "25 g/1 oz butter",
                          "1 tbsp sunflower oil", "To serve:", "boiled new potatoes", "pickled red cabbage"],
            steps: ["Put the pork and veal in a large bowl with the onion and mix well with a wooden spoon.",
                    "Beat in the flour, then the milk a little at a time, followed by the egg, salt, pepper and allspice. Beat for 2-3 minutes until light, then cover and chill for 30 minutes.",
                    "Heat the butter and oil in a large frying pan over a medium heat until the butter foams. Shape the mixture into ovals with a tablespoon dipped in cold water, flattening them slightly as they go into the pan.",
                    "Fry for 5-6 minutes on each side until well browned and cooked through. Keep warm while you fry the rest.",
                    "Serve with boiled new potatoes, pickled red cabbage and a spoonful of the pan juices."],
            layout: .singleColumn, font: "C059-Roman", headingFont: "C059-Bold", pointSize: 12.5, dpi: 180, rotation: 1.6,
            noise: 0.3, format: "tif", runningHeader: "Scandinavian Kitchen", pageNumber: 203),
        GeneratedPage(
            name: "heldout5-beef-rendang", title: "Beef Rendang",
            ingredients: ["For the spice paste:", "• 6 shallots, peeled", "• 4 garlic cloves", "• 4 cm piece of galangal, sliced",
                          "• 10-15 dried chillies, soaked and deseeded", "• 3 lemongrass stalks, white part only",
                          "For the curry:", "• 1.2 kg beef chuck, cut into 4 cm cubes", "• 3 tbsp vegetable oil",
                          "• 1 cinnamon stick", "• 3 star anise", "• 1 x 400 ml tin coconut milk",
                          "• 1½ tbsp tamarind pulp, soaked in 120 ml warm water", "• 6 kaffir lime leaves, finely shredded",
                          "• ⅔ cup kerisik (toasted desiccated coconut)", "• 1½ tbsp palm sugar (gula melaka)",
                          "• 1¼ tsp salt"],
            steps: ["Blend the spice paste ingredients to a smooth paste, adding a splash of water if needed.",
                    "Heat the oil in a large, heavy pan and fry the paste with the cinnamon and star anise over a medium heat for 8-10 minutes, stirring, until fragrant and the oil separates.",
                    "Add the beef and stir to coat, then add the coconut milk, strained tamarind water and lime leaves. Bring to the boil, then lower the heat and simmer uncovered for 1½ hours, stirring now and then.",
                    "Stir in the kerisik, palm sugar and salt and keep cooking for 1-1½ hours more, stirring more often as the sauce thickens, until the beef is dark, dry and tender and the oil has come out again.",
                    "Remove the cinnamon and star anise. Serve with steamed rice and sliced cucumber."],
            layout: .ingredientsInTwoColumns, font: "DejaVu-Sans", headingFont: "DejaVu-Sans-Bold", pointSize: 10, dpi: 280,
            rotation: 0.3, noise: 0.25, blur: 0.5, format: "jpg", runningHeader: "CHAPTER 9 · CURRIES", pageNumber: 246),
        GeneratedPage(
            name: "heldout5-kasespaetzle", title: "Käsespätzle",
            ingredients: ["For the spätzle:", "400 g/14 oz plain flour", "4 large eggs", "about 175 ml/6 fl oz sparkling water",
                          "¾ tsp salt", "¼ tsp freshly grated nutmeg", "For the onions:", "50 g/2 oz butter",
                          "3 large onions, halved and thinly sliced", "½ tsp caster sugar", "For the cheese:",
                          "225 g/8 oz Emmental, grated", "115 g/4 oz Bergkäse or Gruyère, grated", "freshly ground black pepper",
                          "2 tbsp snipped chives"],
            steps: ["Mix the flour, salt and nutmeg in a bowl. Beat in the eggs, then enough sparkling water to make a thick, sticky batter that drops slowly from a spoon. Beat hard for 5 minutes until bubbles form, then leave to rest for 15 minutes.",
                    "Melt the butter in a frying pan, add the onions and sugar and cook over a medium-low heat, stirring often, for 25-30 minutes until deep golden brown.",
                    "Heat the oven to 180C/350F/gas 4 and butter an ovenproof dish. Bring a large pan of salted water to the boil. Press the batter through a spätzle maker or a colander with large holes into the water, in batches. When the spätzle rise to the surface, lift them out with a slotted spoon.",
                    "Layer the hot spätzle in the dish with the two cheeses and plenty of pepper, finishing with cheese. Bake for 10 minutes until the cheese has melted.",
                    "Pile the onions on top, scatter over the chives and serve straight away."],
            layout: .sideBySide, font: "URW-Bookman-Light", headingFont: "URW-Bookman-Demi", pointSize: 11, dpi: 210,
            gutterInches: 0.5, rotation: -1.2, noise: 0.55, format: "png", ingredientsHeading: "You will need",
            runningHeader: "Pasta, Noodles & Dumplings"),
        GeneratedPage(
            name: "heldout5-jollof-rice", title: "Nigerian Jollof Rice",
            intro: "Jollof is West Africa's party dish, and Nigerians and Ghanaians will argue all night over whose is best. Serves 6 to 8.",
            ingredients: ["• 3 red bell peppers (tatashe), deseeded", "• 1-2 Scotch bonnet peppers",
                          "• 1 large onion, roughly chopped", "• 1 x 400 g tin plum tomatoes", "• ½ cup vegetable oil",
                          "• 1 medium onion, thinly sliced", "• 3 tbsp tomato purée", "• 1½ tsp curry powder",
                          "• 1 tsp dried thyme", "• 2 bay leaves", "• 2 chicken stock cubes, crumbled",
                          "• 3 cups long-grain parboiled rice, rinsed", "• 2½ cups chicken stock", "• 1½ tsp salt"],
            steps: ["Blend the bell peppers, Scotch bonnets, roughly chopped onion and tinned tomatoes until smooth. Pour into a saucepan and boil for 15-20 minutes until reduced by half.",
                    "Heat the oil in a large heavy pot and fry the sliced onion for 3 minutes. Add the tomato purée and fry for 5 minutes, stirring, then add the reduced pepper mixture, curry powder, thyme, bay leaves and stock cubes. Fry for 10 minutes more, until the oil rises to the top.",
                    "Stir in the rice until coated, then pour in the stock and add the salt. Cover tightly with foil and the lid and cook on a low heat for 30 minutes, without stirring.",
                    "Check the rice: if it is still hard, sprinkle with a little more stock, cover and cook for 5-10 minutes more. A little scorching on the bottom is the prized party flavour.",
                    "Fluff up the rice with a fork and serve with fried plantain and chicken."],
            layout: .methodContinues(stepsOnLeft: 1), methodHeading: "METHOD", font: "URW-Gothic-Book",
            headingFont: "URW-Gothic-Demi", pointSize: 13, dpi: 150, rotation: 2.0, noise: 0.6, format: "tif",
            ingredientsHeading: "INGREDIENTS"),
    ]
}
