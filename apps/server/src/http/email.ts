/** An e-mail address as the site accepts one: something@somewhere.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
