/** A link the site hands to a layout: where it goes, what it says, whether it is the current page. */
export interface NavLink {
  href: string;
  label: string;
  current?: boolean;
}
