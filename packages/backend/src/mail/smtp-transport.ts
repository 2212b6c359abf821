// Mail out through SMTP (nodemailer), as GoTrue sends its mails when SMTP is configured
// (MB_SMTP_URL): the auth mail relay uses it, and so may a mount that sends mail of its own.
export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends one mail from `sender`; throws with a readable message when it cannot. */
export type SendMail = (mail: OutgoingMail, attachment: MailAttachment | null, sender: string) => Promise<void>;

/** The From address when MB_MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'no-reply@missionbase.local';

/** smtp(s)://user:pass@host:port; STARTTLS when the server offers it. */
export async function smtpTransport(smtpUrl: string): Promise<SendMail> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail, attachment, sender) => {
    await transporter.sendMail({
      from: sender,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.body,
      attachments: attachment ? [attachment] : [],
    });
  };
}
