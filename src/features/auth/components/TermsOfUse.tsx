/** The terms-of-use contract shown at registration (scrollable). */
export function TermsOfUse() {
  return (
    <div
      className="border rounded p-3 mb-3 bg-body-tertiary small"
      style={{ maxHeight: 280, overflowY: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Terms of use"
    >
      <h2 className="h6">ShiftCover Terms of Use</h2>
      <p>
        These terms govern your use of the ShiftCover portal, through which healthcare facilities and companies that own
        facilities post per-diem shifts for independent healthcare professionals. By creating an account you agree to
        them on behalf of yourself and the facility or company you represent.
      </p>
      <h3 className="h6">1. Eligibility</h3>
      <p>
        You must be at least 17 years old and a resident of the United States to use ShiftCover. You confirm that you
        are authorised to post shifts and approve worked hours for the facilities you manage.
      </p>
      <h3 className="h6">2. Shifts and payment</h3>
      <p>
        Shifts you post may be claimed by qualified professionals. You agree to pay the invoices issued for shifts
        worked at your facilities, to approve or reject worked hours promptly, and to cancel shifts you no longer need
        as early as you can.
      </p>
      <h3 className="h6">3. Conduct</h3>
      <p>
        You will provide accurate information about your facility and shifts, treat professionals fairly, and use the
        block and review features honestly and for legitimate reasons only.
      </p>
      <h3 className="h6">4. Content and copyright</h3>
      <p>
        If content you posted is removed after a copyright notice and you send a valid counter-notice, we may reinstate
        it within 10 to 14 business days unless the complaining party tells us it has filed an action seeking a court
        order.
      </p>
      <h3 className="h6">5. Privacy</h3>
      <p>
        We process personal information as described in our privacy policy, only to operate the marketplace, pay
        professionals and keep the platform safe.
      </p>
      <h3 className="h6">6. Changes</h3>
      <p>We may update these terms; continued use after an update means you accept the updated terms.</p>
    </div>
  );
}
