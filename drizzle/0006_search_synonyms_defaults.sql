-- Custom SQL migration file, put your code below! --
-- The store's starting synonyms and transliterations (see models/catalog.ts searchSynonyms): words
-- Indian shoppers type for what the catalogues sell, in English, Hinglish and Devanagari. The owner
-- edits them in the back office (/admin/synonyms) or through /api/admin/synonyms; a group deleted
-- there stays deleted, since this runs once. The first term of a group names it.
INSERT INTO search_synonyms (id, terms)
SELECT left(md5('synonym:' || g.terms[1]), 24), g.terms
  FROM (VALUES
    (ARRAY['kurta', 'kurti', 'kurtas', 'kurtis', 'कुर्ता', 'कुरता', 'कुर्ती']),
    (ARRAY['saree', 'sari', 'sarees', 'saris', 'साड़ी', 'साडी']),
    (ARRAY['lehenga', 'lehnga', 'lengha', 'लहंगा']),
    (ARRAY['dupatta', 'chunni', 'chunri', 'odhni', 'दुपट्टा', 'चुन्नी']),
    (ARRAY['salwar', 'shalwar', 'सलवार']),
    (ARRAY['pyjama', 'pajama', 'payjama', 'पायजामा', 'पजामा']),
    (ARRAY['t-shirt', 'tshirt', 'tshirts', 'tee', 'tees', 'टी-शर्ट']),
    (ARRAY['shirt', 'शर्ट', 'कमीज़', 'कमीज']),
    (ARRAY['trousers', 'pants', 'pant', 'पैंट', 'पतलून']),
    (ARRAY['jeans', 'denim', 'जींस']),
    (ARRAY['dress', 'frock', 'ड्रेस', 'फ्रॉक']),
    (ARRAY['jacket', 'जैकेट']),
    (ARRAY['suit', 'सूट']),
    (ARRAY['blazer', 'ब्लेज़र', 'ब्लेजर']),
    (ARRAY['watch', 'wristwatch', 'ghadi', 'ghari', 'घड़ी', 'घडी']),
    (ARRAY['glasses', 'spectacles', 'eyeglasses', 'chashma', 'chasma', 'चश्मा']),
    (ARRAY['sunglasses', 'goggles', 'sunglass']),
    (ARRAY['shoes', 'joote', 'जूते']),
    (ARRAY['wardrobe', 'almirah', 'almari', 'almira', 'cupboard', 'अलमारी']),
    (ARRAY['bed', 'palang', 'पलंग', 'बेड']),
    (ARRAY['chair', 'kursi', 'कुर्सी', 'चेयर']),
    (ARRAY['sofa', 'couch', 'settee', 'सोफ़ा', 'सोफा']),
    (ARRAY['table', 'mez', 'mej', 'मेज़', 'मेज', 'टेबल']),
    (ARRAY['mattress', 'gadda', 'गद्दा']),
    (ARRAY['stool', 'moodha', 'mooda', 'मूढ़ा']),
    (ARRAY['pillow', 'takiya', 'तकिया']),
    (ARRAY['carpet', 'rug', 'dari', 'dhurrie', 'durrie', 'कालीन', 'दरी']),
    (ARRAY['curtains', 'parda', 'pardah', 'परदा', 'पर्दा'])
  ) AS g(terms)
ON CONFLICT (id) DO NOTHING;
