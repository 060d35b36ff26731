/// A sixth set of pages kept away from the importer's tuning, by someone who had not read the
/// importer, to measure it on print it has never seen (see the note in the file).
enum GeneratedPagesHeldOut6 {
    /// Note: written blind on 2026-11-27 (evening), without reading the importer's sources or its
    /// tests (only `GeneratedPage.swift`, `PageImageRenderer.swift` and `GeneratedPagesHeldOut5.swift`
    /// under `Tests/SousFormatsTests/Photo/`, a listing of that folder's file names, and the
    /// `name:`/`title:` lines of `GeneratedPages.swift`, `GeneratedPagesHeldOut.swift`,
    /// `GeneratedPagesHeldOut2.swift`, `GeneratedPagesHeldOut3.swift` and
    /// `GeneratedPagesHeldOut4.swift` to keep away from their dishes; no test was run, only a build).
    /// Ten pages of Louisiana, Spanish, Egyptian, Sichuan, French, Indonesian, Finnish, Cuban,
    /// Austrian and Sri Lankan cookbook print (six in US style, three in UK style with metric and
    /// imperial pairs, one metric), 134 ingredient lines in all: 43 lines with Unicode vulgar
    /// fractions on all ten pages, 22 alone ("¾ cup all-purpose flour", "⅛ tsp cayenne pepper",
    /// "⅔ cup hot water", "⅓ cup fried shallots", "¼ small white cabbage"), 11 after a whole number
    /// ("1½ lb", "2½ tsp", "1¼ tsp", "2½ lb"; one also with "⅓ cup" later in the line) and 10 only
    /// inside the line ("1 (14½-ounce) can diced tomatoes", "sliced ¼ inch thick", "cut into
    /// ¾-inch cubes", "cut into ½-inch lengths", "700 ml/1¼ pints", "40 g/1½ oz", "125 g/4½ oz",
    /// "15 g/½ oz", "juice of ½ lime" twice); 3 lines with decimal amounts ("1.5 litres hot water",
    /// "1.5 kg/3 lb 5 oz", "about 1.5 kg" inside a line), 5 with ranges ("6-7 cups chicken stock",
    /// "2-3 tbsp", "1-2 tsp", "2-4 red bird's eye chillies", "10-12 curry leaves"), 8 with cans,
    /// tins, blocks or a bottle ("1 (28-ounce) can", "1 (16-ounce) block", "1 x 400 ml tin",
    /// "1 bottle (75 cl)"), 14 metric and imperial pairs on three pages ("200 g/7 oz",
    /// "250 ml/9 fl oz", "500 ml/18 fl oz"), 9 that do not start with an amount ("kosher salt and
    /// black pepper to taste", "a good pinch of saffron threads", "hot cooked white rice", "prawn
    /// crackers (krupuk), to serve"), 17 section headings among the ingredients ("For the roux:",
    /// "Rice porridge filling:", "To finish:") on seven pages, bullets on two (one with an
    /// unbulleted heading among them), a running header on nine pages (five ALL CAPS, two with a
    /// chapter number, "CHAPTER 4 · SICHUAN" and "CHAPTER 6 · RICE AND CURRY") and a page number on
    /// all ten, intros on five; accented words in the lines (filé, garrofó, pimentón, purée) and a
    /// ligature in a title (Bœuf); ingredient and method headings varied ("What you need"/"How to
    /// cook it", "Makes 16 pies"/"Baking", "Ingredients (serves 6)", "Directions", "Preparation",
    /// "To make", "INGREDIENTS"/"METHOD").
    /// Fonts, one page each, five of them faces not in set 5: Nimbus Roman, DejaVu Serif Condensed,
    /// Nimbus Sans Narrow, Noto Sans Mono, C059 (headings in C059 Bold Italic), DejaVu Sans
    /// ExtraLight (headings in DejaVu Sans Bold), P052 (headings in P052 Bold Italic), Nimbus Sans
    /// (the OpenType file), URW Bookman Light (headings in URW Bookman Demi Italic) and URW Gothic
    /// Book; the others with headings in the face's bold. ⅓ and ⅔ only on the Noto Sans Mono and
    /// DejaVu Sans ExtraLight pages (the URW faces have ½ ¼ ¾ ⅛ but no ⅓ or ⅔); ⅛ on the Nimbus
    /// Roman and P052 pages; no ⅛ and no bullets on the DejaVu Sans ExtraLight page (the face lacks
    /// both); every character of every page checked against the character set (fc-query) of the
    /// files ImageMagick uses for its font and heading font, the fractions, œ, ·, ° and • of the
    /// faces in a test render, and all ten pages drawn once (by a Python copy of the renderer's
    /// steps) and looked at: every glyph printed, nothing off the page.
    /// 9.5-13 pt, 150-300 dpi, turned -2.4° to 2.5°, noise 0.2-0.55, blur on two pages (0.6 and
    /// 0.5), four PNG, three JPEG and three TIFF, all four layouts (side by side three times, the
    /// method continuing with 1, 2 and 3 steps on the left, single column twice, ingredients in two
    /// columns twice), a blank line between steps on two pages and a wider gutter on one.
    /// First score (27 November, the importer as committed at 81dcea6): 93 of 134 lines right
    /// (69.4%), 8 of 10 titles; one page (no known headings) read as no recipe.
    static let all: [GeneratedPage] = [
        GeneratedPage(
            name: "heldout6-chicken-andouille-gumbo", title: "Chicken and Andouille Gumbo",
            intro: "A dark roux is the soul of a Louisiana gumbo. Have everything chopped before you start, and stir the roux without stopping until it is the color of milk chocolate. Serves 8.",
            ingredients: ["For the roux:", "¾ cup vegetable oil or bacon drippings", "¾ cup all-purpose flour",
                          "For the gumbo:", "2 medium yellow onions, chopped", "1 green bell pepper, chopped",
                          "3 celery ribs, chopped", "5 garlic cloves, minced",
                          "1½ lb boneless, skinless chicken thighs, cut into 1-inch pieces",
                          "1 lb andouille sausage, sliced ¼ inch thick", "1 (14½-ounce) can diced tomatoes",
                          "6-7 cups chicken stock", "1½ tsp Creole seasoning", "⅛ tsp cayenne pepper",
                          "kosher salt and black pepper to taste", "To serve:", "hot cooked white rice",
                          "filé powder (optional)"],
            steps: ["Heat the oil in a large cast-iron Dutch oven over medium heat. Whisk in the flour and cook, stirring constantly with a wooden spoon, for 30 to 45 minutes, until the roux is a deep chocolate brown.",
                    "Add the onions, bell pepper and celery all at once (they stop the roux from cooking further) and cook, stirring, for 8 minutes until soft. Add the garlic and cook for 1 minute more.",
                    "Slowly stir in the tomatoes and 6 cups of the stock, then add the chicken, sausage, Creole seasoning and cayenne. Bring to a boil, then reduce the heat and simmer, uncovered, for 1½ hours, stirring occasionally.",
                    "Skim off the fat that rises to the surface, add more stock if the gumbo is too thick, and season with salt and pepper.",
                    "Serve in deep bowls over a scoop of rice, with filé powder at the table for sprinkling over."],
            layout: .methodContinues(stepsOnLeft: 2), methodHeading: "Directions", font: "Nimbus-Roman-Regular",
            headingFont: "Nimbus-Roman-Bold", pointSize: 11, dpi: 200, rotation: 1.3, noise: 0.4, format: "png",
            runningHeader: "SOUPS, STEWS & GUMBOS", pageNumber: 142),
        GeneratedPage(
            name: "heldout6-paella-valenciana", title: "Paella Valenciana",
            ingredients: ["1 free-range chicken, about 1.5 kg, jointed into 12 pieces",
                          "500 g rabbit, jointed (or use more chicken)", "100 ml extra virgin olive oil",
                          "250 g flat green beans, trimmed and cut into 4 cm lengths",
                          "200 g cooked garrofó or butter beans", "1 large ripe tomato, grated", "2 tsp sweet pimentón",
                          "1.5 litres hot water", "a good pinch of saffron threads", "2½ tsp sea salt",
                          "400 g bomba or Calasparra rice"],
            steps: ["Heat the oil in a 40-45 cm paella pan over a medium-high heat. Season the chicken and rabbit with a little of the salt and brown them slowly on all sides, for about 20 minutes.",
                    "Push the meat to the edges, add the green beans and garrofó and fry for 5 minutes. Add the tomato to the centre and cook until it darkens, then stir in the pimentón for a few seconds only.",
                    "Pour in the water, add the saffron and the rest of the salt and simmer for 20 minutes. Taste: the broth should be slightly too salty.",
                    "Scatter the rice evenly across the pan and do not stir it again. Cook over a high heat for 10 minutes, then lower the heat and cook for 8-10 minutes more, until the rice has absorbed the liquid.",
                    "Turn up the heat for the last minute to form the socarrat, then take the pan off the heat, cover with a clean cloth and leave to rest for 5 minutes before serving."],
            layout: .ingredientsInTwoColumns, font: "DejaVu-Serif-Condensed", headingFont: "DejaVu-Serif-Condensed-Bold",
            pointSize: 10, dpi: 280, rotation: -0.8, noise: 0.3, format: "jpg", ingredientsHeading: "Ingredients (serves 6)",
            runningHeader: "Arroces · Rice Dishes", pageNumber: 96),
        GeneratedPage(
            name: "heldout6-koshari", title: "Koshari",
            intro: "Cairo's favorite street food: lentils, rice and pasta under a sharp tomato sauce and a heap of crisp onions. Each part is simple; the trick is to have them all ready at once. Serves 6.",
            ingredients: ["For the crispy onions:", "3 large onions, halved and thinly sliced",
                          "1 cup vegetable oil, for frying", "For the tomato sauce:", "4 garlic cloves, minced",
                          "1 (28-ounce) can crushed tomatoes", "3 tbsp white vinegar", "1½ tsp ground cumin",
                          "½ tsp red pepper flakes", "For the lentils, rice and pasta:", "1 cup brown lentils, rinsed",
                          "1 cup short-grain rice, rinsed and drained", "½ cup vermicelli, broken into 1-inch pieces",
                          "2 cups small elbow macaroni", "1 (15-ounce) can chickpeas, drained and warmed",
                          "1¼ tsp ground coriander", "salt to taste"],
            steps: ["Heat the oil in a large skillet and fry the onions in batches for 12 to 15 minutes, until deep golden and crisp. Drain on paper towels and keep 3 tablespoons of the oil.",
                    "In a saucepan, cook the garlic in 1 tablespoon of the onion oil for 30 seconds. Add the tomatoes, vinegar, cumin, pepper flakes and a good pinch of salt and simmer for 20 minutes.",
                    "Cover the lentils with 4 cups water, bring to a boil and simmer for 15 minutes, until just tender. Drain.",
                    "Fry the vermicelli in the remaining onion oil until golden, then stir in the rice, lentils, coriander, 1 teaspoon salt and 2½ cups water. Cover and cook over low heat for 20 minutes.",
                    "Boil the macaroni in salted water until tender and drain. To serve, layer the rice and lentils, macaroni and chickpeas in bowls, spoon over the sauce and pile the onions on top."],
            layout: .methodContinues(stepsOnLeft: 3), methodHeading: "How to make it", font: "Nimbus-Sans-Narrow-Regular",
            headingFont: "Nimbus-Sans-Narrow-Bold", pointSize: 10.5, dpi: 240, rotation: 2.1, noise: 0.35, format: "tif",
            runningHeader: "THE MIDDLE EAST", pageNumber: 73),
        GeneratedPage(
            name: "heldout6-mapo-tofu", title: "Mapo Tofu",
            ingredients: ["1 (16-ounce) block soft tofu, cut into ¾-inch cubes", "2 tbsp vegetable oil", "4 oz ground pork",
                          "2-3 tbsp Pixian chilli bean paste (doubanjiang)", "1 tbsp fermented black beans, rinsed",
                          "3 garlic cloves, minced", "1 tbsp minced ginger", "1-2 tsp ground Sichuan chilli",
                          "¾ cup chicken stock", "2 tsp light soy sauce", "1½ tbsp cornstarch mixed with ⅓ cup water",
                          "2 scallions, cut into ½-inch lengths", "1 tsp ground roasted Sichuan pepper"],
            steps: ["Slide the tofu into a pan of gently simmering salted water for 2 minutes to firm it up. Drain carefully.",
                    "Heat the oil in a wok over medium-high heat and stir-fry the pork until crisp and browned, about 4 minutes.",
                    "Lower the heat, add the bean paste and fry until the oil turns red, then add the black beans, garlic, ginger and ground chilli and fry for 1 minute more.",
                    "Pour in the stock and soy sauce, add the tofu and nudge it gently into the sauce without breaking it. Simmer for 5 minutes.",
                    "Stir the cornstarch mixture and add it in 2 or 3 additions, until the sauce clings to the tofu. Scatter over the scallions and Sichuan pepper and serve with steamed rice."],
            layout: .sideBySide, methodHeading: "How to cook it", font: "Noto-Sans-Mono-Regular", headingFont: "Noto-Sans-Mono-Bold",
            pointSize: 9.5, dpi: 300, rotation: 0.4, noise: 0.2, blur: 0.6, format: "png", ingredientsHeading: "What you need",
            runningHeader: "CHAPTER 4 · SICHUAN", pageNumber: 118),
        GeneratedPage(
            name: "heldout6-boeuf-bourguignon", title: "Bœuf Bourguignon",
            intro: "Make this a day ahead if you can: the flavour deepens overnight, and the fat sets on the surface so it is easy to lift off. Serves 6.",
            ingredients: ["1.5 kg/3 lb 5 oz braising steak (chuck or shin), cut into 5 cm/2 in cubes",
                          "200 g/7 oz smoked lardons", "3 tbsp olive oil", "2 tbsp plain flour",
                          "1 bottle (75 cl) red Burgundy", "700 ml/1¼ pints beef stock", "1 tbsp tomato purée",
                          "3 garlic cloves, crushed", "1 bouquet garni (thyme, bay and parsley stalks)",
                          "For the garnish:", "25 g/1 oz butter", "20 small shallots, peeled",
                          "250 g/9 oz chestnut mushrooms, quartered", "½ tsp caster sugar",
                          "2 tbsp chopped flat-leaf parsley"],
            steps: ["Heat the oven to 160C/140C fan/gas 3. Fry the lardons in a large flameproof casserole until crisp, then lift out. Brown the beef in the fat in batches, adding oil as needed, and set aside with the lardons.",
                    "Return the meat to the casserole, sprinkle over the flour and stir for 1 minute. Pour in the wine and stock, then add the tomato purée, garlic and bouquet garni. Season well.",
                    "Bring to a simmer, cover and cook in the oven for 2½-3 hours, until the beef is very tender.",
                    "Meanwhile, melt the butter in a frying pan and cook the shallots with the sugar for 10 minutes until glazed and golden. Add the mushrooms and fry for 5 minutes more.",
                    "Stir the shallots and mushrooms into the casserole and return to the oven for 20 minutes. Remove the bouquet garni, check the seasoning and scatter with the parsley."],
            layout: .singleColumn, font: "C059-Roman", headingFont: "C059-BdIta", pointSize: 11, dpi: 190, rotation: -1.6,
            noise: 0.45, format: "jpg", stepSpacing: "\n\n", runningHeader: "French Country Cooking", pageNumber: 67),
        GeneratedPage(
            name: "heldout6-gado-gado", title: "Gado-Gado with Peanut Sauce",
            intro: "An Indonesian salad of cooked vegetables, eggs and tempeh, brought together by a thick, sweet and fiery peanut sauce. Serves 4.",
            ingredients: ["For the peanut sauce:", "1 cup roasted unsalted peanuts", "2-4 red bird's eye chillies",
                          "1 tbsp kecap manis", "1½ tbsp grated palm sugar", "1 tsp tamarind paste", "juice of ½ lime",
                          "⅔ cup hot water", "For the salad:", "2 medium waxy potatoes, boiled and cut into wedges",
                          "3 eggs, hard-boiled and halved", "1 (8-ounce) block tempeh, sliced and fried",
                          "2 cups bean sprouts, blanched", "¼ small white cabbage, shredded and blanched",
                          "⅓ cup fried shallots", "prawn crackers (krupuk), to serve"],
            steps: ["Pound or blend the peanuts and chillies to a coarse paste. Add the kecap manis, palm sugar, tamarind and lime juice and blend again.",
                    "Scrape into a small pan, stir in the hot water and a pinch of salt and simmer gently for 3-4 minutes, stirring, until thick. Add a splash more water if it gets too stiff.",
                    "Arrange the potatoes, eggs, tempeh, bean sprouts and cabbage on a large platter.",
                    "Spoon the warm sauce over the salad, scatter with the fried shallots and serve with prawn crackers."],
            layout: .ingredientsInTwoColumns, font: "DejaVu-Sans-ExtraLight", headingFont: "DejaVu-Sans-Bold", pointSize: 12,
            dpi: 170, rotation: 1.9, noise: 0.5, format: "png", pageNumber: 54),
        GeneratedPage(
            name: "heldout6-karelian-pies", title: "Karelian Pies (Karjalanpiirakat)",
            ingredients: ["Rice porridge filling:", "1 cup water", "¾ cup short-grain rice", "4 cups whole milk", "1 tsp salt",
                          "2 tbsp butter", "Rye crust:", "1 cup cold water", "1½ cups dark rye flour", "½ cup all-purpose flour",
                          "¾ tsp salt", "Egg butter:", "½ cup (1 stick) unsalted butter, softened",
                          "3 hard-boiled eggs, finely chopped", "⅛ tsp ground white pepper", "For brushing:",
                          "¼ cup butter, melted with ¼ cup hot milk"],
            steps: ["Bring the water to a boil in a heavy saucepan, add the rice and simmer until the water is absorbed. Add the milk and cook over low heat, stirring often, for 35 to 40 minutes, until thick. Stir in the salt and butter and let cool.",
                    "Heat the oven to 500°F and line two baking sheets with parchment paper.",
                    "Stir the water and salt together, then mix in both flours to a firm dough. Roll into a log, cut into 16 pieces and roll each into a very thin oval, about 6 inches long.",
                    "Spread 2 tablespoons of porridge over each oval, leaving a ½-inch border. Fold the edges in over the filling and crimp them with your fingers.",
                    "Bake for 12 to 15 minutes, until the edges are golden in spots. Brush at once with the hot butter and milk, then cover with a towel to soften.",
                    "Mash the butter and eggs together with the pepper and serve on the warm pies."],
            layout: .methodContinues(stepsOnLeft: 1), methodHeading: "Baking", font: "P052-Roman", headingFont: "P052-Bold-Italic",
            pointSize: 12.5, dpi: 160, rotation: -2.4, noise: 0.55, format: "tif", ingredientsHeading: "Makes 16 pies",
            runningHeader: "Nordic Baking", pageNumber: 188),
        GeneratedPage(
            name: "heldout6-ropa-vieja", title: "Ropa Vieja",
            ingredients: ["• 2½ lb flank steak, cut into 3 pieces", "• 3 tbsp olive oil", "• 1 large onion, thinly sliced",
                          "• 1 red bell pepper, cut into strips", "• 1 green bell pepper, cut into strips",
                          "• 4 garlic cloves, minced", "• 1 (8-ounce) can tomato sauce", "• ½ cup dry white wine",
                          "• 1½ tsp ground cumin", "• ½ cup pimiento-stuffed olives, halved",
                          "• salt and freshly ground pepper", "• ¼ cup chopped cilantro"],
            steps: ["Put the steak in a large pot, cover with water by 1 inch and bring to a boil. Skim, then simmer, partly covered, for 1½ to 2 hours, until very tender.",
                    "Let the meat cool in the broth, then lift it out and shred it with two forks along the grain. Reserve 1 cup of the broth.",
                    "Heat the oil in a large skillet over medium heat and cook the onion and peppers for 8 minutes, until soft. Add the garlic and cumin and cook for 1 minute.",
                    "Add the tomato sauce, wine, reserved broth and shredded beef. Simmer for 20 minutes, until the sauce has thickened, then stir in the olives and season with salt and pepper.",
                    "Sprinkle with cilantro and serve with white rice, black beans and fried plantains."],
            layout: .sideBySide, methodHeading: "Preparation", font: "NimbusSans-Regular", headingFont: "NimbusSans-Bold",
            pointSize: 11.5, dpi: 210, gutterInches: 0.5, rotation: 0.9, noise: 0.3, format: "jpg",
            runningHeader: "LATIN KITCHEN", pageNumber: 203),
        GeneratedPage(
            name: "heldout6-kaiserschmarrn", title: "Kaiserschmarrn with Plum Compote",
            intro: "Austria's 'emperor's mess': a thick, fluffy pancake torn into pieces in the pan and caramelised with butter and sugar. Serves 4.",
            ingredients: ["For the plum compote:", "400 g/14 oz ripe plums, stoned and quartered", "50 g/2 oz caster sugar",
                          "1 cinnamon stick", "For the pancake:", "4 large eggs, separated", "40 g/1½ oz caster sugar",
                          "a pinch of salt", "250 ml/9 fl oz whole milk", "125 g/4½ oz plain flour", "½ tsp vanilla extract",
                          "2 tbsp raisins, soaked in 2 tbsp rum", "30 g/1 oz unsalted butter", "To finish:",
                          "15 g/½ oz butter", "1 tbsp caster sugar", "icing sugar, for dusting"],
            steps: ["Put the plums, sugar and cinnamon in a pan with 2 tbsp water, cover and cook gently for 8-10 minutes until the plums are soft but still hold their shape. Keep warm.",
                    "Whisk the egg yolks with half the sugar and the vanilla until pale, then whisk in the milk and flour to a smooth batter. Stir in the drained raisins.",
                    "Whisk the egg whites with the salt to soft peaks, add the remaining sugar and whisk until glossy. Fold into the batter.",
                    "Melt the butter in a large ovenproof frying pan, pour in the batter and cook over a medium heat for 4-5 minutes until set underneath. Transfer to an oven heated to 200C/180C fan/gas 6 for 6-8 minutes, until puffed and golden.",
                    "Tear the pancake into bite-sized pieces with two forks, add the extra butter and sugar and toss over the heat for 2 minutes until caramelised. Dust with icing sugar and serve with the compote."],
            layout: .singleColumn, methodHeading: "To make", font: "URW-Bookman-Light", headingFont: "URW-Bookman-Demi-Italic",
            pointSize: 13, dpi: 150, rotation: 2.5, noise: 0.4, blur: 0.5, format: "png",
            runningHeader: "Puddings and Desserts", pageNumber: 231),
        GeneratedPage(
            name: "heldout6-parippu", title: "Sri Lankan Red Lentil Curry (Parippu)",
            ingredients: ["• 250 g/9 oz red lentils, washed", "• 1 small red onion, finely chopped",
                          "• 2 green chillies, slit lengthways", "• 3 garlic cloves, sliced", "• ½ tsp ground turmeric",
                          "• 10-12 curry leaves", "• 1 x 400 ml tin coconut milk", "• 500 ml/18 fl oz water",
                          "• 1¼ tsp salt", "For the tempering:", "• 2 tbsp coconut oil", "• 1 tsp black mustard seeds",
                          "• ½ tsp cumin seeds", "• 2 dried red chillies, broken", "• juice of ½ lime"],
            steps: ["Put the lentils in a saucepan with the onion, green chillies, garlic, turmeric, half the curry leaves and the water. Bring to the boil, skim off any foam and simmer for 15 minutes, stirring now and then, until the lentils are soft.",
                    "Stir in the coconut milk and salt and simmer gently for 5 minutes more, until creamy. Add a little more water if it is too thick.",
                    "For the tempering, heat the oil in a small frying pan, add the mustard seeds and, when they pop, the cumin, dried chillies and the remaining curry leaves. Fry for 30 seconds.",
                    "Pour the tempering over the dhal, add the lime juice and serve with rice or roti."],
            layout: .sideBySide, methodHeading: "METHOD", font: "URW-Gothic-Book", headingFont: "URW-Gothic-Demi",
            pointSize: 10, dpi: 250, rotation: -1.1, noise: 0.25, format: "tif", stepSpacing: "\n\n",
            ingredientsHeading: "INGREDIENTS", runningHeader: "CHAPTER 6 · RICE AND CURRY", pageNumber: 157),
    ]
}
