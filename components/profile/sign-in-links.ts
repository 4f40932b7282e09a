import type { Messages } from '@/lib/i18n/message-files';
import type { SignInPageLinkTexts } from './open-sign-in';

/** The sign-in page's ways into the dialog, in the page's language: create an account, a forgotten password. */
export function signInLinks(messages: Messages): SignInPageLinkTexts {
  return { noAccount: messages.Auth.noAccount, createAccount: messages.Auth.createAccount, forgot: messages.SignUp.forgot };
}
