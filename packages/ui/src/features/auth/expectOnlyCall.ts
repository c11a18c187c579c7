import { expect, mocked } from 'storybook/test';

/**
 * For stories: the callback ran exactly once, with exactly this body (toStrictEqual: no missing,
 * extra or undefined keys). The value is typed by the callback, so by the contract.
 */
export async function expectOnlyCall<T>(spy: (value: T) => void, value: T) {
  await expect(spy).toHaveBeenCalledOnce();
  await expect(mocked(spy).mock.calls[0]?.[0]).toStrictEqual(value);
}
