export {
  enqueueEmail,
  deliverDueEmails,
  kickMailer,
  mailerIdle,
  pauseMailer,
  retryDelayMs,
  MAX_ATTEMPTS,
  type EmailMessage,
  type DeliveryReport,
} from './queue';
export {
  setMailTransport,
  currentTransport,
  smtpTransport,
  type MailTransport,
  type OutgoingMail,
} from './transport';
export {
  orderEmail,
  passwordResetEmail,
  returnEmail,
  formatMailDate,
  escapeHtml,
  storeUrl,
  type OrderMailInput,
  type OrderMailKind,
} from './templates';
export { listOutbox, getOutboxEmail, type OutboxEntry, type OutboxPage } from './outbox';
