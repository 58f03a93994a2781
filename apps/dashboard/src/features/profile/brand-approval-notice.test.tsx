import '../../test/setup.ts';
import type { ApprovalStatus } from '@sufra/contract/approval';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { toSessionUser } from '../../lib/session.ts';
import { renderAt } from '../../test/providers.tsx';
import { resetTestSession, signInAs } from '../../test/session.ts';
import { ProfilePage } from './profile-page.tsx';

/** A vendor whose brand waits sees why on its profile (and home); an approved one sees nothing. */
function signInVendor(brandStatus: ApprovalStatus) {
  signInAs({
    id: 5,
    name: 'فهد',
    email: 'grills@demo.sa',
    type: 'vendor',
    brand_id: 3,
    brand_status: brandStatus,
    permissions: ['read-meals'],
  });
}

const showProfile = () => {
  renderAt('/profile', <ProfilePage />);
};

describe('brand approval notice', () => {
  afterEach(async () => {
    await resetTestSession();
  });

  it('keeps the status the API sends, and drops an unknown one', () => {
    const user = { id: 1, type: 'vendor', permissions: [] };
    expect(toSessionUser({ ...user, brand_status: 'PendingAdminApproval' })?.brand_status).toBe(
      'PendingAdminApproval',
    );
    expect(toSessionUser({ ...user, brand_status: 'Whatever' })?.brand_status).toBeNull();
  });

  it('tells a waiting brand why, in English and Arabic', async () => {
    signInVendor('PendingAdminApproval');
    showProfile();
    expect(await screen.findByText('Your brand is awaiting the administration’s approval')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(await screen.findByText('علامتك التجارية بانتظار موافقة الإدارة')).toBeTruthy();
  });

  it('tells a brand with rejected documents to upload them again', async () => {
    signInVendor('DocumentsRejected');
    showProfile();
    expect(await screen.findByText('Your brand’s documents were rejected')).toBeTruthy();
    expect(screen.getByText(/Please upload the documents again/)).toBeTruthy();
  });

  it('says nothing once the brand is approved', async () => {
    signInVendor('DocumentsApproved');
    showProfile();
    expect(await screen.findByText('grills@demo.sa')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/awaiting|rejected/)).toBeNull();
  });
});
