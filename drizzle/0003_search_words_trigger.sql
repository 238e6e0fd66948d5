-- Custom SQL migration file, put your code below! --
-- search_words holds the distinct words of listed products' search_text (see models/catalog.ts).
-- Statement-level triggers with transition tables: a bulk insert of 100,000 products adds its words
-- in one INSERT … SELECT, and an UPDATE only looks at rows whose words or listing changed.
CREATE OR REPLACE FUNCTION store_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word
      FROM changed_products p,
           regexp_split_to_table(p.search_text, '[^[:alnum:]]+') AS w(word)
     WHERE p.published AND p.visibility <> 'hidden'
       AND length(w.word) > 1 AND w.word !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word
      FROM changed_products p
      JOIN previous_products o ON o.id = p.id,
           regexp_split_to_table(p.search_text, '[^[:alnum:]]+') AS w(word)
     WHERE p.published AND p.visibility <> 'hidden'
       AND (p.search_text IS DISTINCT FROM o.search_text
            OR NOT o.published OR o.visibility = 'hidden')
       AND length(w.word) > 1 AND w.word !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION store_collect_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_update
  AFTER UPDATE ON products
  REFERENCING OLD TABLE AS previous_products NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION store_collect_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.word
  FROM products p,
       regexp_split_to_table(p.search_text, '[^[:alnum:]]+') AS w(word)
 WHERE p.published AND p.visibility <> 'hidden'
   AND length(w.word) > 1 AND w.word !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
