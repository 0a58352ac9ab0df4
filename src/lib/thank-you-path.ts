/**
 * Where a visitor lands after posting a form without JavaScript: the server redirects there, the
 * content pipeline requires the page, the server checks at start-up that the build has it, and the
 * tests' stand-in site is given one per form. One rule, so the four never disagree.
 */
export const thankYouPath = (form: string) => `/thank-you/${form}`;
