// The drizzle schema: every feature's tables (features/<name>/tables.ts). drizzle-kit reads this file.
export * from '../features/user/tables.ts';
export * from '../features/auth/tables.ts';
export * from '../features/social/tables.ts';
export * from '../features/content/tables.ts';
export * from '../features/column/tables.ts';
export * from '../features/events/tables.ts';
export * from '../features/quotes/tables.ts';
export * from '../features/market/tables.ts';
export * from '../features/upload/tables.ts';
export * from '../features/account/tables.ts';
export * from '../features/commerce/tables.ts';
export * from '../features/page/tables.ts';
export * from '../features/article/tables.ts';
export * from '../features/special/tables.ts';
export * from '../features/document/tables.ts';
export * from '../features/media/tables.ts';
export * from '../features/netdisk/tables.ts';
