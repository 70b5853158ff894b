-- Listing orders served from indexes: with 10,000 products a /shop page walks the
-- index of its sort for one page instead of sorting the whole table per request. One index per
-- order the shop offers, matching product-query.ts's ORDER BY (directions and collation).
CREATE INDEX products_best_selling ON products(sales_rank DESC, title ASC);
CREATE INDEX products_price_asc ON products(min_price_cents ASC, title ASC);
CREATE INDEX products_price_desc ON products(min_price_cents DESC, title ASC);
CREATE INDEX products_newest ON products(published_at DESC, title ASC);
CREATE INDEX products_title ON products(title COLLATE NOCASE ASC, id ASC);
-- A page's tags by product (product-store.ts loadProducts): the primary key leads with the tag,
-- so without this every page of products read the whole product_tags table.
CREATE INDEX product_tags_product ON product_tags(product_id, tag);
