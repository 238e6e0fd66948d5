CREATE TABLE "product_variants" (
	"product_id" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"size" text DEFAULT 'default' NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "product_variants_product_id_color_size_pk" PRIMARY KEY("product_id","color","size"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_id_product_id_size_pk";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "color" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Lines saved before colours were a choice get the product's first colour, as an add without one does.
UPDATE "cart_lines" SET "color" = "products"."colors"[1] FROM "products" WHERE "products"."id" = "cart_lines"."product_id" AND cardinality("products"."colors") > 0;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_product_id_size_color_pk" PRIMARY KEY("user_id","product_id","size","color");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "color_images" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;