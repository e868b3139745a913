// Maple Grove's pending facility-admin invitation.
export function inviteDoc() {
  return {
    path: 'invites/demo-invite',
    data: {
      email: 'invitee@shiftcover.test',
      firstName: 'Jamie',
      lastName: 'Rivera',
      facilityName: 'Maple Grove Care Center',
      facilityId: 'maple-grove',
      userId: null,
      status: 'pending',
    },
  };
}
