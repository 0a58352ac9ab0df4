/** Where the editor lives in the back office. */
export const CONTENT_PATH = "/admin/content/";
export const CONTENT_API = `${CONTENT_PATH}api/`;
/** Where the editor page sends a picture for an image field (the raw file as the body). */
export const UPLOAD_PATH = `${CONTENT_PATH}upload`;
