import { LIST_MAIL_MESSAGES as T, listInvitationPath } from '@spesa/domain';
import { html } from '../../lib/html';
import { buttonHtml, layoutHtml, textFooter, type MailBrand, type RenderedMail } from '../mail';

export const LIST_INVITATION_KIND = 'wishlist.invitation';

const paragraph = (text: string) => html`<p style="margin:0 0 12px;">${text}</p>`;

/**
 * To the account a list was shared with: the list shows among theirs only
 * once they accept. Both buttons open 'Le mie liste' with the invitation in
 * view: a link alone never accepts, so a mail cannot put a list in an account.
 */
export function listInvitationMail(
  brand: MailBrand,
  invitation: { firstName: string; owner: string; list: string; listId: number; canEdit: boolean },
): RenderedMail {
  const subject = T.invitation.subject(invitation.owner, brand.name);
  const lines = T.invitation.lines(
    invitation.firstName,
    invitation.owner,
    invitation.list,
    invitation.canEdit,
  );
  const accept = `${brand.origin}${listInvitationPath(invitation.listId, 'accetta')}`;
  const decline = `${brand.origin}${listInvitationPath(invitation.listId, 'rifiuta')}`;
  const body = html`${lines.map(paragraph)}${buttonHtml(brand, accept, T.invitation.accept)}${buttonHtml(
    brand,
    decline,
    T.invitation.decline,
  )}${paragraph(T.invitation.after)}`;
  return {
    subject,
    html: layoutHtml(brand, subject, body),
    text: `${lines.join('\n\n')}\n\n${T.invitation.accept}: ${accept}\n${T.invitation.decline}: ${decline}\n\n${T.invitation.after}\n\n${textFooter(brand)}`,
  };
}
