-- Blog posts as the console edits them. The shop reads only blog_posts (what is published);
-- a post written, unpublished or scheduled in the console lives here until it is published,
-- when it is copied into blog_posts (and the search index follows by its triggers). A
-- scheduled post is published by the backend's timer at publish_at.
CREATE TABLE blog_post_drafts (
  slug TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
  publish_at TEXT,
  -- the editor's fields: title, category, author, excerpt, markdown, picture, related, featured
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (status <> 'scheduled' OR publish_at IS NOT NULL)
);
CREATE INDEX blog_post_drafts_due ON blog_post_drafts(status, publish_at);

-- Editorial, Skincare 101, policy and about pages as the console edits them, kept as blog posts
-- are: the shop reads content_pages (what is published); drafts and schedules wait here.
CREATE TABLE content_page_drafts (
  path TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
  publish_at TEXT,
  -- the editor's fields: title, description, lead, markdown
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (status <> 'scheduled' OR publish_at IS NOT NULL)
);
CREATE INDEX content_page_drafts_due ON content_page_drafts(status, publish_at);
