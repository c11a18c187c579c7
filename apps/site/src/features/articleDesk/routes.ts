import type { RouteDef } from '../../app/route-types.ts';

const mine = () => import('../article/CreatorArticleListPage.tsx');
const editor = () => import('../article/ArticleEditorPage.tsx');
const review = () => import('../article/ArticleReviewPage.tsx');

/**
 * The creator centre's article pages: the creator's list, the writing page (the article
 * feature's, here under the creator centre's addresses) and the admins' review queue. A table of
 * their own, so a /creator/… address does not load the reading pages' table, and the words of
 * this part (articleDesk) come with them.
 */
export const routes: readonly RouteDef[] = [
  { path: '/creator/article/list', layout: 'creator', access: 'creator:article', title: 'route.creator.article.list', page: mine },
  { path: '/creator/article/add', layout: 'creator', access: 'creator:article', title: 'route.creator.article.add', page: editor },
  { path: '/creator/article/edit', layout: 'creator', access: 'creator:article', title: 'route.creator.article.edit', page: editor },
  { path: '/creator/article/review', layout: 'creator', access: 'admin', title: 'route.creator.article.review', page: review },
];
