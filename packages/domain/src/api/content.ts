import { z } from 'zod';

/**
 * SPEC §3 Footer link: ID, title, url, target, classes; groups carry
 * child_items. The content service answers a plain array, WordPress-style.
 */
export interface MenuItem {
  ID: number;
  title: string;
  url: string;
  target: string;
  classes: string;
  child_items?: MenuItem[];
}

export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    ID: z.number().int(),
    title: z.string(),
    url: z.string(),
    target: z.string().default(''),
    classes: z.string().default(''),
    child_items: z.array(MenuItemSchema).optional(),
  }),
);
export const MenuSchema = z.array(MenuItemSchema);

/** SPEC §3 Version info: url carries a {platform} placeholder. */
export const VersionInfoSchema = z.object({
  lastVersion: z.object({
    version: z.string(),
    description: z.string().default(''),
    url: z.string().default(''),
  }),
});
export type VersionInfo = z.infer<typeof VersionInfoSchema>;
