/** Who sent a form: the signed-in patient (else null) and the host of the page it was on. */
export type FormSender = { userId: number | null; site: string };
