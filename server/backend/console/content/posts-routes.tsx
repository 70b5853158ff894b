import type { Request, Response, Router } from 'express';
import { categories } from '../../content/blog-store';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { noticeKey, textField } from './form-body';
import { markdownToHtml } from './markdown';
import { checkPost, formOfPost, type PostErrors, type PostForm } from './post-form';
import { listPosts, loadPost } from './post-records';
import { savePost, type PostIntent, type PostStatus } from './post-store';
import { contentPictureChoices } from './content-pictures';
import { POST_NOTICES, PostEditorPage, PostsListPage, type PostPreview } from './posts-page';

// GET /content/posts (the list), GET /content/posts/new and /content/posts/:slug (the editor),
// POST /content/posts (create) and /content/posts/:slug (edit) with intent=save|publish|
// schedule|unpublish|preview. A saved change answers 303 back to the editor with what happened.

const INTENTS: readonly PostIntent[] = ['save', 'publish', 'schedule', 'unpublish'];
const NOTICE_OF: Record<PostStatus | 'saved', string> = {
  published: 'published',
  scheduled: 'scheduled',
  draft: 'saved',
  saved: 'saved',
};

const formFrom = (req: Request): PostForm => ({
  slug: textField(req, 'slug'),
  title: textField(req, 'title'),
  categorySlug: textField(req, 'categorySlug'),
  author: textField(req, 'author'),
  excerpt: textField(req, 'excerpt'),
  date: textField(req, 'date'),
  markdown: textField(req, 'markdown'),
  picture: textField(req, 'picture'),
  pictureAlt: textField(req, 'pictureAlt'),
  related: textField(req, 'related'),
  featured: textField(req, 'featured') === '1',
  publishAt: textField(req, 'publishAt'),
});

function previewOf(deps: ConsoleDeps, form: PostForm, slug: string | null): PostPreview | null {
  const checked = checkPost(deps.db, { ...form, slug: slug ?? form.slug }, { isNew: false });
  if (!checked.ok) return null;
  const f = checked.fields;
  return {
    title: f.title,
    category: categories(deps.db).find((c) => c.slug === f.categorySlug)?.title ?? '',
    author: f.author,
    date: f.date,
    picture: f.picture,
    pictureAlt: f.pictureAlt,
    html: markdownToHtml(f.markdown),
  };
}

function sendEditor(
  res: Response,
  deps: ConsoleDeps,
  status: number,
  slug: string | null,
  view: { form?: PostForm; errors?: PostErrors; previewing?: boolean; notice?: string | null } = {},
) {
  const staff = staffOf(res);
  const post = slug ? loadPost(deps.db, slug) : null;
  const form = view.form ?? formOfPost(post, deps.now());
  sendPage(
    res,
    status,
    <PostEditorPage
      staff={staff}
      slug={slug}
      status={post?.status ?? null}
      form={form}
      errors={view.errors ?? {}}
      categories={categories(deps.db)}
      pictures={contentPictureChoices(deps.db)}
      preview={previewOf(deps, form, slug)}
      previewing={view.previewing ?? false}
      siteUrl={deps.siteUrl}
      canEdit={can(staff.role, 'content.edit')}
      notice={view.notice ?? null}
    />,
  );
}

export function mountPosts(router: Router, deps: ConsoleDeps) {
  router.get('/content/posts', requireAction('content.view'), (req, res) => {
    const staff = staffOf(res);
    sendPage(
      res,
      200,
      <PostsListPage
        staff={staff}
        posts={listPosts(deps.db)}
        canEdit={can(staff.role, 'content.edit')}
        notice={noticeFrom(noticeKey(req), POST_NOTICES)}
      />,
    );
  });

  router.get('/content/posts/new', requireAction('content.edit'), (req, res) =>
    sendEditor(res, deps, 200, null, { notice: noticeFrom(noticeKey(req), POST_NOTICES) }),
  );

  router.get('/content/posts/:slug', requireAction('content.view'), (req, res, next) => {
    const slug = String(req.params.slug);
    if (!loadPost(deps.db, slug)) return next();
    sendEditor(res, deps, 200, slug, { notice: noticeFrom(noticeKey(req), POST_NOTICES) });
  });

  const save = (req: Request, res: Response, slug: string | null) => {
    const form = formFrom(req);
    const raw = textField(req, 'intent');
    if (raw === 'preview') {
      const errors = checkPost(deps.db, { ...form, slug: slug ?? form.slug }, { isNew: !slug });
      return sendEditor(res, deps, errors.ok ? 200 : 400, slug, {
        form,
        errors: errors.ok ? {} : errors.errors,
        previewing: true,
      });
    }
    const intent = INTENTS.find((i) => i === raw) ?? 'save';
    const result = savePost(deps, staffOf(res), slug, form, intent);
    if (result.ok) {
      const notice = intent === 'unpublish' ? 'unpublished' : NOTICE_OF[intent === 'save' ? 'saved' : result.status];
      return res.redirect(303, `/content/posts/${result.slug}?notice=${notice}`);
    }
    sendEditor(res, deps, result.status, slug, { form, errors: result.errors });
  };

  router.post('/content/posts', requireAction('content.edit'), (req, res) => save(req, res, null));
  router.post('/content/posts/:slug', requireAction('content.edit'), (req, res, next) => {
    const slug = String(req.params.slug);
    if (!loadPost(deps.db, slug)) return next();
    save(req, res, slug);
  });
}
