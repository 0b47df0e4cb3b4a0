import type { LoaderFunction } from 'react-router';

/** Where a route's loader sends a visit to this URL: its redirect's location, null when it lets the page show. */
export async function loaderRedirect(loader: LoaderFunction, href: string): Promise<string | null> {
  const url = new URL(href, 'http://localhost');
  try {
    await loader({
      request: new Request(url),
      url,
      pattern: url.pathname,
      params: {},
      context: undefined,
    });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}
