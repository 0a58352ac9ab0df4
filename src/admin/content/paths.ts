/** Where the editor lives in the back office. */
export const CONTENT_PATH = "/admin/content/";
export const CONTENT_API = `${CONTENT_PATH}api/`;
