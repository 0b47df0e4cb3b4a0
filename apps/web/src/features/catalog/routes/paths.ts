/** App paths the catalogue sends shoppers to (the router owns the same values). */
export const NOT_FOUND_PATH = '/not-found';
export const HOME_PATH = '/';

/** The slug shape the API accepts (CategoryQuerySchema): checked here so that a bad URL is a not-found, not a 400. */
export const CATEGORY_SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
