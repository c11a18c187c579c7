import type { PermissionKey } from './auth.ts';

/**
 * Who may call each operation — the one table of the site's access rules, read by people and
 * checked by apps/server/test/access.test.ts, which runs every operation as every role against it
 * (an operation missing here fails that test; so does a contract `x-auth` that disagrees).
 *
 * - anonymous: anyone, signed in or not
 * - user: any signed-in user
 * - owner: a signed-in user, on their own things only (someone else's is refused or not found)
 * - creator:KEY: users whose permission map has KEY = '1' (admins too)
 * - reviewer: competition reviewers (admins too)
 * - admin: administrators only
 * - staff: an edition's check-in staff (admins too); the handler checks the edition
 */
export interface Access {
  who: 'anonymous' | 'user' | 'owner' | 'reviewer' | 'admin' | 'staff' | `creator:${PermissionKey}`;
}

export const ACCESS: Record<string, Access> = {
  // Sign-in and account
  userLogin: { who: 'anonymous' },
  userReg: { who: 'anonymous' },
  userSendCode: { who: 'anonymous' },
  userForgetPwd: { who: 'anonymous' },
  userInfo: { who: 'user' },
  userLogout: { who: 'user' },
  userSetPwd: { who: 'user' },
  userChangeAvatar: { who: 'user' },
  userChangeBg: { who: 'user' },
  userEdit: { who: 'user' },
  // Profiles and the social graph
  userGet: { who: 'anonymous' },
  userstatGet: { who: 'anonymous' },
  friendLists: { who: 'anonymous' },
  friendGet: { who: 'user' },
  friendFollow: { who: 'user' },
  friendUnfollow: { who: 'user' },
  columnUserLists: { who: 'anonymous' },
  columnUserGet: { who: 'user' },
  columnUserSubscribe: { who: 'user' },
  columnUserUnsubscribe: { who: 'user' },
  // Messages and notifications: each user sees only their own (the handlers filter by the caller)
  messageLists: { who: 'user' },
  messageAdd: { who: 'user' },
  notificationLists: { who: 'user' },
  notificationRead: { who: 'owner' },
  // Public content
  columnLists: { who: 'anonymous' },
  columnGet: { who: 'anonymous' },
  competitionLists: { who: 'anonymous' },
  competitionGet: { who: 'anonymous' },
  bannerLists: { who: 'anonymous' },
  webinfoGet: { who: 'anonymous' },
  eventsLists: { who: 'anonymous' },
  eventsGet: { who: 'anonymous' },
  eventsGuestLists: { who: 'anonymous' },
  eventsGuestGet: { who: 'anonymous' },
  eventsSponsorLists: { who: 'anonymous' },
  eventsSponsorGet: { who: 'anonymous' },
  eventsAgendaLists: { who: 'anonymous' },
  eventsAgendaIcal: { who: 'anonymous' },
  eventsPhotoLists: { who: 'anonymous' },
  eventsReportLists: { who: 'anonymous' },
  eventsReportGet: { who: 'anonymous' },
  eventsCommentLists: { who: 'anonymous' },
  // Members write comments; the author (or an admin) deletes
  eventsCommentAdd: { who: 'user' },
  eventsCommentDel: { who: 'owner' },
  // Registration is open to everyone (the public form registers without an account)
  couponCheck: { who: 'anonymous' },
  eventsRegAdd: { who: 'anonymous' },
  eventsRegLists: { who: 'user' },
  // Tickets and orders: members buy, only their own orders are theirs; admins confirm and refund
  ticketLists: { who: 'anonymous' },
  ticketGet: { who: 'anonymous' },
  orderAdd: { who: 'user' },
  orderPay: { who: 'owner' },
  orderCancel: { who: 'owner' },
  orderLists: { who: 'user' },
  orderGet: { who: 'owner' },
  orderAdminLists: { who: 'admin' },
  orderConfirm: { who: 'admin' },
  orderRefund: { who: 'admin' },
  eventsUserTickets: { who: 'user' },
  eventsUserShare: { who: 'anonymous' },
  // At the venue: check-in staff of the edition, and admins
  checkinAdd: { who: 'staff' },
  checkinStats: { who: 'staff' },
  drawLists: { who: 'staff' },
  drawAdd: { who: 'staff' },
  // Prices: everyone reads, creators with the quoteData permission write
  quoteCodeLists: { who: 'anonymous' },
  quoteCodeGet: { who: 'anonymous' },
  quoteDataLists: { who: 'anonymous' },
  quoteDataGet: { who: 'anonymous' },
  quoteDataAdd: { who: 'creator:quoteData' },
  quoteDataEdit: { who: 'creator:quoteData' },
  quoteDataDel: { who: 'creator:quoteData' },
  quoteDataImport: { who: 'creator:quoteData' },
  // Market offers
  offerLists: { who: 'anonymous' },
  offerNew: { who: 'anonymous' },
  offerExport: { who: 'user' },
  // Uploads
  uploadFile2server: { who: 'user' },
  // Invoice titles and shipping addresses: each member lists and adds their own; the calls naming an
  // id touch only the caller's rows (someone else's id is not found)
  userInvoiceTitleLists: { who: 'user' },
  userInvoiceTitleAdd: { who: 'user' },
  userInvoiceTitleEdit: { who: 'owner' },
  userInvoiceTitleDel: { who: 'owner' },
  userInvoiceTitleSetDefault: { who: 'owner' },
  userAddressLists: { who: 'user' },
  userAddressAdd: { who: 'user' },
  userAddressEdit: { who: 'owner' },
  userAddressDel: { who: 'owner' },
  userAddressSetDefault: { who: 'owner' },
};
