// The pages other than home, in one chunk that loads after the page (app.tsx).
export { ConsultationNotSentPage } from "./consultation-not-sent";
export { ConsultationReceivedPage } from "./consultation-received";
export { NotFoundPage } from "./not-found";
export { PrivacyPage } from "./privacy";
