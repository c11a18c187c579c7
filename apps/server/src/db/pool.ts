/** The database pool's size when none is configured: enough for 50 concurrent writers on two cores. */
export const DEFAULT_POOL_SIZE = 20;
