import type { components } from '@spw/api';

type Company = components['schemas']['Company'];

/** A field of the yellow-pages entry, as the form sends it. */
export type CompanyField = keyof components['schemas']['CompanyBody'];

/** The contract's limits (CompanyBody): characters for the texts, items for the lists. */
export const COMPANY_LIMITS = {
  name: 100,
  en_name: 150,
  licence_no: 30,
  intro: 2000,
  en_intro: 4000,
  address: 200,
  en_address: 300,
  contact_name: 30,
  phone: 30,
  email: 100,
  website: 200,
  categories: 3,
  pictures: 6,
} as const;

/** The contract's patterns (CompanyBody). */
export const COMPANY_PATTERNS = {
  licence_no: /^[0-9A-Za-z-]*$/,
  phone: /^[0-9+() -]*$/,
  email: /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/,
  website: /^https?:\/\/[^\s<>]+$/i,
  /** The text fields take no angle brackets. */
  plain: /^[^<>]*$/,
} as const;

/** What an entry needs before it may be submitted for review, in the form's order. */
export type CompanyCheck = Pick<
  Company,
  'name' | 'en_name' | 'logo' | 'licence_no' | 'intro' | 'categories' | 'address' | 'phone' | 'email'
>;

/**
 * The fields still missing before an entry may be submitted (the server checks the same): name,
 * English name, logo, licence number, intro, a category, address, and a phone or an e-mail (told
 * as 'phone'). Empty when the entry is complete.
 */
export function companyMissing(c: CompanyCheck): CompanyField[] {
  const blank = (value: string) => value.trim() === '';
  const missing: CompanyField[] = [];
  if (blank(c.name)) missing.push('name');
  if (blank(c.en_name)) missing.push('en_name');
  if (blank(c.logo)) missing.push('logo');
  if (blank(c.licence_no)) missing.push('licence_no');
  if (blank(c.intro)) missing.push('intro');
  if (c.categories.length === 0) missing.push('categories');
  if (blank(c.address)) missing.push('address');
  if (blank(c.phone) && blank(c.email)) missing.push('phone');
  return missing;
}
