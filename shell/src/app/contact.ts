/**
 * docs/product.md#constants: "contact details and postal address on the static pages: not shown". These are the site's
 * placeholders, in one place so that a real deployment edits a single file.
 */
export const CONTACT = {
  name: 'PetFoster',
  street: '12 rue des Tilleuls',
  zip: '69003',
  city: 'Lyon',
  email: 'contact@petfoster.example',
  phone: '04 00 00 00 00',
} as const;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;
