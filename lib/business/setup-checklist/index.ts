/** The guided setup (issue 31) as the dashboard reads it: its steps and their state for a member. */
export { loadSetupChecklist } from './load';
export { GALLERY_PHOTOS_NEEDED, SETUP_STEPS, type SetupStepKey, type SetupStepWire } from './steps';
