CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("price_paise","id","visibility","available","categories","colors") WHERE "products"."published" and "products"."visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX "products_listed_price_desc_idx" ON "products" USING btree ("price_paise" DESC NULLS LAST,"id","visibility","available","categories","colors") WHERE "products"."published" and "products"."visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX "products_listed_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"visibility","available","categories","colors") WHERE "products"."published" and "products"."visibility" <> 'hidden';