import type { DataOf } from '@spw/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

/** What /order/pay answered: kept per order so the result page can show it (the order alone cannot tell a declined payment or the bank details). */
export type PayAnswer = DataOf<'/order/pay', 'post'>;

export const ticketListQuery = (eventsId: number) =>
  queryOptions({
    queryKey: ['/ticket/lists', eventsId],
    queryFn: ({ signal }) => api.get('/ticket/lists', { query: { events_id: eventsId }, signal }),
  });

export const ticketQuery = (id: number) =>
  queryOptions({
    queryKey: ['/ticket/get', id],
    queryFn: ({ signal }) => api.get('/ticket/get', { query: { id }, signal }),
  });

export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['/order/get', orderNo],
    queryFn: ({ signal }) => api.get('/order/get', { query: { order_no: orderNo }, signal }),
  });

/** The key every order list sits under: a change to any order refreshes them all. */
export const ORDER_LISTS_KEY = ['/order/lists'] as const;

export const payAnswerKey = (orderNo: string) => ['/order/pay', orderNo] as const;

/** The contract's OrderNo, or null. */
export function orderNoParam(value: string | null): string | null {
  return value !== null && /^[A-Z0-9]{8,24}$/.test(value) ? value : null;
}

/** A quantity from the query string: a whole number from 1 to 10 (the contract's range), else 1. */
export function quantityParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : 1;
}
