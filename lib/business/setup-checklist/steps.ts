import type { Permission } from '@/lib/business/permission-names';

/*
 * The steps of a new clinic's guided setup (issue 31), in the order an owner does them: what the
 * site shows about the clinic first, then its pages, then its address. Each step names the /pro
 * section that does it (a segment of components/pro/pro-sections.ts) and the permission that
 * section needs; whether it is done is read from the clinic's data (./load.ts), never stored.
 * No server import: the dashboard's client code names the steps too.
 */
export const SETUP_STEPS = [
  { key: 'logo', segment: 'settings', permission: 'company.edit' },
  { key: 'brand', segment: 'settings', permission: 'company.edit' },
  { key: 'contacts', segment: 'contacts', permission: 'company.edit' },
  { key: 'doctors', segment: 'doctors', permission: 'specialists.edit' },
  { key: 'prices', segment: 'prices', permission: 'content.edit' },
  { key: 'about', segment: 'pages', permission: 'content.edit' },
  { key: 'page', segment: 'pages', permission: 'content.edit' },
  { key: 'menu', segment: 'menu', permission: 'menu.edit' },
  { key: 'gallery', segment: 'gallery', permission: 'content.edit' },
  { key: 'domain', segment: 'domains', permission: 'company.edit' },
  { key: 'online', segment: 'site', permission: 'company.edit' },
] as const satisfies readonly { key: string; segment: string; permission: Permission }[];

/** A gallery that shows the clinic: the standard clinic of issue 31 has three photos. */
export const GALLERY_PHOTOS_NEEDED = 3;

export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];
export type SetupSegment = (typeof SETUP_STEPS)[number]['segment'];

/** One step as the dashboard gets it: whether the clinic has done it and whether this member may (the link). */
export type SetupStepWire = { KEY: SetupStepKey; DONE: boolean; SEGMENT: SetupSegment; PERMISSION: Permission; ALLOWED: boolean };
