/**
 * The names of what a caller can do, one per API endpoint (a few endpoints share one). The endpoint table names the
 * action each route performs; the access policy says which role, in which relation to the resource, may perform it.
 * Both are keyed by these names so that neither can mention an action the other does not know.
 */
export const ACCESS_ACTIONS = [
  // Anyone, signed in or not
  'session.open', // POST /login
  'mail.unsubscribe', // POST /api/unsubscribe
  'passwordReset.request', // POST /api/password-resets
  'passwordReset.confirm', // POST /api/password-resets/confirm
  'account.confirmEmail', // POST /api/account/email/confirm (the mailed token decides the account)
  'geo.communes', // GET /api/geo/communes
  'health.read', // GET /api/health, /api/health/live, /api/health/ready
  'association.list', // GET /api/associations
  'association.register', // POST /api/associations
  'association.read', // GET /api/associations/:id
  'association.animals', // GET /api/associations/:id/animals
  'animal.list', // GET /api/animals
  'animal.read', // GET /api/animals/:id
  'family.register', // POST /api/families
  'family.read', // GET /api/families/:id (contact fields only for the family itself and associations it asked)
  'family.readDashboard', // GET /api/families/user/:userId (the dashboard's names, readable without a token)
  'public.listAnimals', // GET /api/public/v1/animals (the public API for other sites)
  'public.readAnimal', // GET /api/public/v1/animals/:id
  'public.readAssociation', // GET /api/public/v1/associations/:id
  // Any signed-in account
  'session.close', // POST /logout
  'account.read', // GET /api/account
  'account.consents', // GET /api/account/consents (the caller's consent log)
  'account.export', // GET /api/me/export (the caller's own data, a ZIP)
  'account.changePassword', // PUT /api/account/password
  'account.changeEmail', // POST /api/account/email
  'account.changeNames', // PUT /api/account/names
  'notifications.count', // GET /api/me/notifications-count
  'request.delete', // DELETE /api/requests/:id (a party: the family that sent it or the association that received it)
  'invitation.list', // GET /api/invitations (the caller's: received by a family, sent by an association)
  // A family
  'request.create', // POST /api/animals/requests (a family_id in the body is the caller's)
  'request.check', // POST /api/animals/check-requests (a family_id in the body is the caller's)
  'request.editMotivation', // PUT /api/families/requests-mods (a party: the family that sent it)
  'notifications.markSeen', // POST /api/me/notifications-seen
  'family.requests', // GET /api/families/:id/requests (the family itself)
  'family.update', // PUT /api/families/:userId (the family itself)
  'family.delete', // DELETE /api/families/:familyId (the family itself)
  'invitation.decline', // POST /api/invitations/:id/decline (the invited family)
  // An association
  'request.decide', // PUT /api/associations/requests-mods (the association that owns the animal)
  'association.requests', // GET /api/associations/:id/requests (the association itself)
  'association.update', // PUT /api/associations/:userId (the association itself)
  'association.delete', // DELETE /api/associations/:associationId (the association itself)
  'association.export', // GET /api/associations/:id/export (the association itself, its admins: a ZIP)
  'animal.create', // POST /api/animals (an association id in the body is the caller's)
  'animal.update', // PUT /api/animals/:id (the owner association)
  'animal.delete', // DELETE /api/animals/:id (the owner association)
  'family.search', // GET /api/families/search
  'invitation.send', // POST /api/invitations (the association that owns the animal)
  // Référent of a request (docs/product.md#association-team)
  'request.assignReferent', // PUT /api/requests/:id/referent (the association that received it)
  'account.changeMailScope', // PUT /api/account/mail-scope (an association member, its own choice)
  // Activity log
  'activity.list', // GET /api/associations/:id/activity (the association itself, admins)
  // Association team: members and invitations (docs/product.md#association-team)
  'member.list', // GET /api/associations/:id/members (any member of that association)
  'member.invite', // POST /api/associations/:id/members (its admins)
  'member.changeRole', // PUT /api/associations/:id/members/:userId (its admins)
  'member.remove', // DELETE /api/associations/:id/members/:userId (its admins, another member)
  'member.leave', // DELETE /api/associations/:id/members/:userId (the member itself)
  'memberInvitation.preview', // POST /api/member-invitations/preview (the mailed token decides the invitation)
  'memberInvitation.accept', // POST /api/member-invitations/accept (the mailed token decides the invitation)
  // Two-factor sign-in (docs/security.md#two-factor-sign-in)
  'session.mfa', // POST /login/mfa (the mfa_token of POST /login decides the account)
  'account.twoFactor.start', // POST /api/account/2fa (also with the mfa_token of a required setup)
  'account.twoFactor.confirm', // POST /api/account/2fa/confirm (also with the mfa_token of a required setup)
  'account.twoFactor.disable', // DELETE /api/account/2fa
  // Platform administration (docs/administration.md)
  'admin.auditLog', // GET /api/admin/audit-log (platform administrators)
  // Moderation (docs/administration.md#moderation): the queues and decisions of platform administrators
  'admin.verifications', // GET /api/admin/verifications (platform administrators)
  'admin.verificationDecide', // POST /api/admin/verifications/:id/approve and /api/admin/verifications/:id/reject (platform administrators)
  'admin.reports', // GET /api/admin/reports (platform administrators)
  'admin.reportDismiss', // POST /api/admin/reports/:id/dismiss (platform administrators)
  'admin.hideContent', // POST /api/admin/messages/:id/hide and /api/admin/animals/:id/hide (platform administrators)
  'admin.suspendAccount', // POST /api/admin/accounts/:userId/suspend and /api/admin/accounts/:userId/unsuspend (platform administrators)
  'animal.report', // POST /api/animals/:id/report (any signed-in family or association)
  'association.report', // POST /api/associations/:id/report (any signed-in family or association)
  'association.readSecurity', // GET /api/associations/:id/security (the association itself)
  'association.security', // PUT /api/associations/:id/security (the association itself)
  // Placements (docs/product.md#placements)
  'placement.list', // GET /api/placements (the caller's own: a family's, or its association's)
  'placement.read', // GET /api/placements/:id (a party)
  'placement.contract', // GET /api/placements/:id/contract.pdf (a party)
  'placement.setTerms', // PUT /api/placements/:id/terms (the association)
  'placement.sign', // POST /api/placements/:id/signatures (a party: the family, or the association's admins and référents)
  'placement.start', // POST /api/placements/:id/start (the association)
  'placement.requestEnd', // POST /api/placements/:id/end-request (the family)
  'placement.end', // POST /api/placements/:id/end (the association)
  'placement.requestAdoption', // POST /api/placements/:id/adoption-request (the family)
  'placement.adopt', // POST /api/placements/:id/adoption (the association)
  'placement.register', // GET /api/associations/:id/placements-register (the association itself)
  // Conversations (docs/product.md#conversations)
  'message.list', // GET /api/requests/:id/messages (a party: the family, or the association's admins and référents)
  'message.send', // POST /api/requests/:id/messages (a party)
  'message.markRead', // POST /api/requests/:id/messages/read (a party)
  'message.report', // POST /api/messages/:id/report (a party to the message's request)
  'conversation.list', // GET /api/me/conversations (the caller's own)
  'events.stream', // GET /api/events (the caller's own events)
  // Animal gallery (docs/product.md#animal-gallery)
  'animal.addPhoto', // POST /api/animals/:id/photos (the owner association)
  'animal.removePhoto', // DELETE /api/animals/:id/photos/:photoId (the owner association)
  'animal.orderPhotos', // PUT /api/animals/:id/photos/order (the owner association)
  // Placement news (docs/product.md#placement-news)
  'news.post', // POST /api/placements/:id/news (the family, while the placement is active)
  'news.list', // GET /api/placements/:id/news (a party)
  'news.delete', // DELETE /api/news/:id (its author, the family)
  'news.publish', // POST /api/news/:id/publish (the association)
  'news.unpublish', // DELETE /api/news/:id/publish (the association)
  // Favourites (docs/product.md#favourites)
  'favourite.list', // GET /api/me/favourites (a family)
  'favourite.add', // PUT /api/me/favourites/:animalId
  'favourite.remove', // DELETE /api/me/favourites/:animalId
  // Urgent appeals (docs/product.md#urgent-appeals)
  'animal.markUrgent', // PUT /api/animals/:id with urgent or urgent_reason (admins and référents of the owner)
  'animal.urgentAppeal', // POST /api/animals/:id/urgent-appeal (admins and référents of the owner)
  // Saved searches and their alerts (docs/product.md#saved-searches)
  'savedSearch.list', // GET /api/me/saved-searches (a family)
  'savedSearch.create', // POST /api/me/saved-searches
  'savedSearch.update', // PUT /api/me/saved-searches/:id (its own)
  'savedSearch.delete', // DELETE /api/me/saved-searches/:id (its own)
  'savedSearch.unsubscribe', // POST /api/saved-searches/unsubscribe (the mail's one-click link, no login)
  // Health record and care due (docs/product.md#health-record)
  'health.list', // GET /api/animals/:id/health (the association's members, the family of a signed or active placement)
  'health.add', // POST /api/animals/:id/health (admins and référents; the placed family, some types)
  'health.update', // PUT /api/health/:id (admins and référents; the family, its own entries for 24 hours)
  'health.delete', // DELETE /api/health/:id (same as health.update)
  'careDue.list', // GET /api/associations/:id/care-due (the association itself, any member)
  // Vet authorisations and expenses (docs/product.md#vet-authorisations, #expenses)
  'vetAuthorisation.issue', // POST /api/placements/:id/vet-authorisations (the association)
  'vetAuthorisation.list', // GET /api/placements/:id/vet-authorisations (a party)
  'vetAuthorisation.pdf', // GET /api/vet-authorisations/:id.pdf (a party)
  'expense.submit', // POST /api/placements/:id/expenses (the family, while the placement is active)
  'expense.list', // GET /api/placements/:id/expenses (a party)
  'expense.decide', // PUT /api/expenses/:id (the association)
  'expense.withdraw', // DELETE /api/expenses/:id (the family, while it waits)
  'expense.receipt', // GET /api/expenses/:id/receipt (the link's token decides the account, a party)
  'expense.export', // GET /api/associations/:id/expenses.csv (the association itself)
  // Verified associations (docs/product.md#verified-associations)
  'verification.request', // POST /api/associations/:id/verification (the association's admins)
  'verification.read', // GET /api/associations/:id/verification (the association's admins)
  'verification.document', // GET /api/verification-documents/:id (the link's token decides the account)
] as const;

export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * Actions with no route of their own: the service of another action's route asks them for some calls (the route's
 * @Access names the other). Removing another member is `member.remove`, on the route whose action is
 * `member.leave` (a member removing itself).
 */
export const ACTIONS_ON_SHARED_ROUTES: Partial<Record<AccessAction, AccessAction>> = {
  'member.remove': 'member.leave',
  'animal.markUrgent': 'animal.update',
};
