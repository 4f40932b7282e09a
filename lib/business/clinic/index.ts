/**
 * What the clinic sub-domain lets its siblings use: the starter site a new clinic is created with
 * (the setup checklist tells a clinic's own about text and menu from the starter's).
 */
export { STARTER_MATERIAL_CODE, starterAbout, starterMenu } from './company/starter-site';
