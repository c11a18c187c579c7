import type { Tx } from '../db/index.ts';
import type { Handlers } from '../http/types.ts';
import { dataSetHandlers } from './data-set/handlers.ts';
import { seedDataSet } from './data-set/seed.ts';
import { articleHandlers } from './article/handlers.ts';
import { markedHandlers } from './article/marked.ts';
import { hubHandlers } from './user/hub.ts';
import { seedArticle } from './article/seed.ts';
import { seedAccount } from './account/seed.ts';
import { seedCommerce } from './commerce/seed.ts';
import { seedContent } from './content/seed.ts';
import { seedProgramme } from './events/programme-seed.ts';
import { seedEvents } from './events/seed.ts';
import { seedPage } from './page/seed.ts';
import { seedQuotes } from './quotes/seed.ts';
import { seedDataItems } from './quotes/data-items-seed.ts';
import { seedStatistics } from './quotes/statistics-seed.ts';
import { seedSocial } from './social/seed.ts';
import { seedGuestbook } from './guestbook/seed.ts';
import { activityHandlers } from './activity/handlers.ts';
import { seedActivity } from './activity/seed.ts';
import { seedSpecial } from './special/seed.ts';
import { addressHandlers } from './account/address.ts';
import { invoiceTitleHandlers } from './account/invoice.ts';
import { authHandlers } from './auth/handlers.ts';
import { bannerHandlers } from './content/banner.ts';
import { feedHandlers } from './content/feed.ts';
import { columnHandlers } from './column/handlers.ts';
import { recruitHandlers } from './column/recruit.ts';
import { documentHandlers } from './document/handlers.ts';
import { seedDocument } from './document/seed.ts';
import { seedColumn } from './column/seed.ts';
import { commerceHandlers } from './commerce/index.ts';
import { competitionHandlers } from './content/competition.ts';
import { webinfoHandlers } from './content/webinfo.ts';
import { agendaHandlers } from './events/agenda.ts';
import { albumHandlers } from './events/album.ts';
import { commentHandlers } from './events/comment.ts';
import { editionHandlers } from './events/edition.ts';
import { guestHandlers } from './events/guest.ts';
import { reportHandlers } from './events/report.ts';
import { sponsorHandlers } from './events/sponsor.ts';
import { liveHandlers } from './live/handlers.ts';
import { broadcastHandlers } from './media/broadcast.ts';
import { seedMedia, seedVideos } from './media/seed.ts';
import { videoHandlers } from './media/video.ts';
import { offerHandlers } from './market/offer.ts';
import { postHandlers } from './market/posts.ts';
import { cardHandlers } from './market/cards.ts';
import { companyHandlers } from './market/companies.ts';
import { netdiskHandlers } from './netdisk/handlers.ts';
import { seedNetdisk } from './netdisk/seed.ts';
import { certificationHandlers } from './certification/handlers.ts';
import { seedCertification } from './certification/seed.ts';
import { netdiskShareHandlers } from './netdisk/share.ts';
import { netdiskUploadHandlers } from './netdisk/upload.ts';
import { pageHandlers } from './page/handlers.ts';
import { quoteHandlers } from './quotes/handlers.ts';
import { dataItemHandlers } from './quotes/data-items.ts';
import { statisticHandlers } from './quotes/statistics.ts';
import { socialHandlers } from './social/handlers.ts';
import { conversationHandlers } from './social/conversations.ts';
import { guestbookHandlers } from './guestbook/handlers.ts';
import { forumHandlers } from './forum/handlers.ts';
import { seedForum } from './forum/seed.ts';
import { seedBusinessCards, seedCompanies, seedMarket } from './market/seed.ts';
import { specialHandlers } from './special/handlers.ts';
import { uploadHandlers } from './upload/handlers.ts';
import { userHandlers } from './user/handlers.ts';

/**
 * Every operation of the contract, by operationId: a missing handler fails the typecheck here
 * (`satisfies`), and so does an extra one (each module's map is keyed by operationIds only).
 */
export const handlers = {
  ...authHandlers,
  ...userHandlers,
  ...socialHandlers,
  ...conversationHandlers,
  ...guestbookHandlers,
  ...forumHandlers,
  ...activityHandlers,
  ...certificationHandlers,
  ...columnHandlers,
  ...recruitHandlers,
  ...competitionHandlers,
  ...webinfoHandlers,
  ...bannerHandlers,
  ...feedHandlers,
  ...editionHandlers,
  ...guestHandlers,
  ...sponsorHandlers,
  ...agendaHandlers,
  ...albumHandlers,
  ...reportHandlers,
  ...commentHandlers,
  ...quoteHandlers,
  ...statisticHandlers,
  ...dataItemHandlers,
  ...offerHandlers,
  ...postHandlers,
  ...cardHandlers,
  ...companyHandlers,
  ...uploadHandlers,
  ...invoiceTitleHandlers,
  ...addressHandlers,
  ...commerceHandlers,
  ...liveHandlers,
  ...pageHandlers,
  ...articleHandlers,
  ...markedHandlers,
  ...hubHandlers,
  ...specialHandlers,
  ...documentHandlers,
  ...broadcastHandlers,
  ...videoHandlers,
  ...netdiskHandlers,
  ...netdiskUploadHandlers,
  ...netdiskShareHandlers,
  ...dataSetHandlers,
} satisfies Handlers;

/**
 * Each feature's demo rows (features/<feature>/seed.ts), in the order their references need; the
 * demo seed (src/seed/demo.ts) runs them after the accounts.
 */
export const FEATURE_SEEDS: readonly ((tx: Tx) => Promise<void>)[] = [
  seedSocial,
  seedContent,
  seedEvents,
  seedProgramme,
  seedGuestbook,
  seedActivity,
  seedQuotes,
  seedStatistics,
  seedDataItems,
  seedAccount,
  seedCommerce,
  seedPage,
  seedArticle,
  seedSpecial,
  seedColumn,
  seedDocument,
  seedMedia,
  seedVideos,
  seedNetdisk,
  seedCertification,
  seedForum,
  seedMarket,
  seedBusinessCards,
  seedCompanies,
  seedDataSet,
];
