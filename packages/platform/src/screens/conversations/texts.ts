import { CONVERSATION_MESSAGES } from '@petfoster/contracts';

/** The conversation screens' own labels, beside the shared ones of CONVERSATION_MESSAGES (docs/product.md#conversations). */
export const CONVERSATION_SCREEN_TEXTS = {
  ...CONVERSATION_MESSAGES,
  openConversation: 'Messages',
  openConversationOf: (animal: string) => `Messages de la demande pour ${animal}`,
  conversationTitle: (animal: string) => `Conversation : ${animal}`,
  with: (name: string) => `avec ${name}`,
  you: 'Vous',
  lastMessageDeleted: 'Message supprimé',
  imageAlt: (index: number) => `Image jointe ${index}`,
  addImage: 'Ajouter une image',
  removeImage: (index: number) => `Retirer l'image ${index}`,
  readByOther: 'Lu',
  newMessageFrom: (name: string) => `Nouveau message de ${name}`,
  reportTitle: 'Signaler ce message',
  reportReason: 'Raison du signalement',
  reportFailed: "Le signalement n'a pas pu être envoyé. Réessayez.",
  loadFailed: 'Les messages ne peuvent pas être affichés pour le moment.',
  listLoadFailed: 'Les conversations ne peuvent pas être affichées pour le moment.',
  sendShortcut: 'Ctrl + Entrée pour envoyer',
  messagesLabel: 'Messages de la conversation',
  unreadBadge: (count: number) => (count > 99 ? '99+' : String(count)),
} as const;
