/** Where the site's privacy policy is: every form's collection notice links here, so a site with forms has a page at this path. */
export const PRIVACY_PATH = "/privacy";
