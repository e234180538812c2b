-- Search finds forms of words (full-text search in English) and brand and category names, ranks title matches
-- first, and still finds parts of words through the trigram index. The names live on each product, kept by
-- triggers, because a generated column can read only its own row.
ALTER TABLE "products" ADD COLUMN "search_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "products_take_search_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_names := concat_ws(' ',
    (SELECT brand_name FROM brands WHERE id = NEW.brand_id),
    (SELECT category_name FROM categories WHERE id = NEW.category_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_names" BEFORE INSERT OR UPDATE OF "brand_id", "category_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_take_search_names"();--> statement-breakpoint
-- A renamed brand or category sets its products' brand (category) to itself, which runs the trigger above.
CREATE FUNCTION "brands_rename_in_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "brands_renamed" AFTER UPDATE OF "brand_name" ON "brands"
  FOR EACH ROW WHEN (OLD.brand_name IS DISTINCT FROM NEW.brand_name)
  EXECUTE FUNCTION "brands_rename_in_search"();--> statement-breakpoint
CREATE FUNCTION "categories_rename_in_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_renamed" AFTER UPDATE OF "category_name" ON "categories"
  FOR EACH ROW WHEN (OLD.category_name IS DISTINCT FROM NEW.category_name)
  EXECUTE FUNCTION "categories_rename_in_search"();--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("products"."title" || ' ' || "products"."search_names" || ' ' || "products"."short_des")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "products"."title" || ' ' || "products"."search_names")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "products"."title" || ' ' || "products"."search_names" || ' ' || "products"."short_des")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_document" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_search_title" ON "products" USING gin ("search_title");--> statement-breakpoint
CREATE INDEX "products_by_rating" ON "products" USING btree ("star" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");
;--> statement-breakpoint
UPDATE "products" SET "brand_id" = "brand_id";--> statement-breakpoint
-- The words misspelt keywords are corrected to: those of every product written, added by the statement.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"in_title" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of products written: of their titles and names, and of the rest. Words of three letters or more only.
CREATE FUNCTION "search_words_of"(title text, names text, rest text) RETURNS TABLE (word text, in_title boolean)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT word, bool_or(in_title) FROM (
    SELECT unnest(tsvector_to_array(to_tsvector('simple', title || ' ' || names))), true
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', rest))), false
  ) AS found(word, in_title)
  WHERE word ~ '^[[:alpha:]]{3,}$'
  GROUP BY word
$$;--> statement-breakpoint
-- Row by row, and only when what is searched changes: a stock write (every payment) adds no work.
CREATE FUNCTION "products_add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, in_title)
    SELECT found.word, found.in_title FROM search_words_of(NEW.title, NEW.search_names, NEW.short_des) AS found
  ON CONFLICT (word) DO UPDATE SET in_title = true WHERE excluded.in_title AND NOT search_words.in_title;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "title", "short_des", "brand_id", "category_id"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "products_add_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word", "in_title")
  SELECT found.word, bool_or(found.in_title)
  FROM "products", search_words_of("products"."title", "products"."search_names", "products"."short_des") AS found
  GROUP BY found.word;