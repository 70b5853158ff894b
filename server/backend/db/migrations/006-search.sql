-- Site search: one FTS5 index over products, blog posts and content pages, kept in
-- step with them by triggers, so the seed, a reseed and any later write fill it, and filled
-- here from the rows a store already holds.
--
-- Tokenizer: unicode61 with diacritics folded, no stemming, whole words. Prefix matching comes
-- from prefix queries ("hyal"*), typo tolerance from an edit-distance pass over the index's
-- vocabulary (search_vocab) in server/backend/search/; measured against a trigram index in
-- search-store.ts. prefix='2 3' keeps short prefix queries off a full vocabulary scan.
-- Only short text is indexed (titles, subtitles, ingredients, excerpts, descriptions): bodies
-- are HTML whose tag names would match queries, and a title hit should outrank a passing mention.

CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED,
  key UNINDEXED,
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_index, row);

CREATE TRIGGER search_product_insert AFTER INSERT ON products BEGIN
  INSERT INTO search_index (kind, key, title, body) VALUES ('product', NEW.handle, NEW.title, concat_ws(' ',
    json_extract(NEW.data, '$.subtitle'), json_extract(NEW.data, '$.keyIngredients'), json_extract(NEW.data, '$.keyBenefits'),
    json_extract(NEW.data, '$.categories'), json_extract(NEW.data, '$.concerns'), json_extract(NEW.data, '$.skinTypes')));
END;
CREATE TRIGGER search_product_delete AFTER DELETE ON products BEGIN
  DELETE FROM search_index WHERE kind = 'product' AND key = OLD.handle;
END;
CREATE TRIGGER search_product_update AFTER UPDATE ON products BEGIN
  DELETE FROM search_index WHERE kind = 'product' AND key = OLD.handle;
  INSERT INTO search_index (kind, key, title, body) VALUES ('product', NEW.handle, NEW.title, concat_ws(' ',
    json_extract(NEW.data, '$.subtitle'), json_extract(NEW.data, '$.keyIngredients'), json_extract(NEW.data, '$.keyBenefits'),
    json_extract(NEW.data, '$.categories'), json_extract(NEW.data, '$.concerns'), json_extract(NEW.data, '$.skinTypes')));
END;

CREATE TRIGGER search_post_insert AFTER INSERT ON blog_posts BEGIN
  INSERT INTO search_index (kind, key, title, body)
  VALUES ('post', NEW.slug, json_extract(NEW.data, '$.title'), json_extract(NEW.data, '$.excerpt'));
END;
CREATE TRIGGER search_post_delete AFTER DELETE ON blog_posts BEGIN
  DELETE FROM search_index WHERE kind = 'post' AND key = OLD.slug;
END;
CREATE TRIGGER search_post_update AFTER UPDATE ON blog_posts BEGIN
  DELETE FROM search_index WHERE kind = 'post' AND key = OLD.slug;
  INSERT INTO search_index (kind, key, title, body)
  VALUES ('post', NEW.slug, json_extract(NEW.data, '$.title'), json_extract(NEW.data, '$.excerpt'));
END;

CREATE TRIGGER search_page_insert AFTER INSERT ON content_pages BEGIN
  INSERT INTO search_index (kind, key, title, body)
  VALUES ('page', NEW.path, json_extract(NEW.data, '$.title'),
          concat_ws(' ', json_extract(NEW.data, '$.description'), json_extract(NEW.data, '$.lead')));
END;
CREATE TRIGGER search_page_delete AFTER DELETE ON content_pages BEGIN
  DELETE FROM search_index WHERE kind = 'page' AND key = OLD.path;
END;
CREATE TRIGGER search_page_update AFTER UPDATE ON content_pages BEGIN
  DELETE FROM search_index WHERE kind = 'page' AND key = OLD.path;
  INSERT INTO search_index (kind, key, title, body)
  VALUES ('page', NEW.path, json_extract(NEW.data, '$.title'),
          concat_ws(' ', json_extract(NEW.data, '$.description'), json_extract(NEW.data, '$.lead')));
END;

INSERT INTO search_index (kind, key, title, body)
  SELECT 'product', handle, title, concat_ws(' ',
    json_extract(data, '$.subtitle'), json_extract(data, '$.keyIngredients'), json_extract(data, '$.keyBenefits'),
    json_extract(data, '$.categories'), json_extract(data, '$.concerns'), json_extract(data, '$.skinTypes'))
  FROM products;
INSERT INTO search_index (kind, key, title, body)
  SELECT 'post', slug, json_extract(data, '$.title'), json_extract(data, '$.excerpt') FROM blog_posts;
INSERT INTO search_index (kind, key, title, body)
  SELECT 'page', path, json_extract(data, '$.title'), concat_ws(' ', json_extract(data, '$.description'), json_extract(data, '$.lead'))
  FROM content_pages;
