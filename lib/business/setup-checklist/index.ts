/** The guided setup (issue 31) as the dashboard reads it: its steps and their state for a member. */
export { loadSetupChecklist, GALLERY_PHOTOS_NEEDED } from './load';
export { SETUP_STEPS, type SetupStepKey, type SetupStepWire } from './steps';
