// What the portal says when the signed-in user's profile cannot be loaded (spec section 5).
export const FACILITY_PROFILE_ERROR = 'An error happened';
export const COMPANY_PROFILE_ERROR = 'An error occurred fetching company profile';
export const notAdminOrOwner = (id: string) => `User with id ${id} is not an admin or owner of any facilities`;
