import { checkinHandlers } from './checkin.ts';
import { orderHandlers } from './orders.ts';
import { registrationHandlers } from './registration.ts';
import { ticketTypeHandlers } from './ticket-types.ts';

/** Registration, coupons, tickets, orders and payment, check-in and the lottery. */
export const commerceHandlers = { ...registrationHandlers, ...ticketTypeHandlers, ...orderHandlers, ...checkinHandlers };
