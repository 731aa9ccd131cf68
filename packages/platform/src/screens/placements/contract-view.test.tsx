import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_TITLE, contractSections, ENDPOINTS, PLACEMENT_MESSAGES as M } from '@petfoster/contracts';
import { makePlacement, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, refuse, Reply } from '@petfoster/platform/test-utils/network';
import { ContractView } from './contract-view';

const placement = makePlacement({ contract_version: 2 });
const content = placement.contract!;

/** The file names the page saved, and the blobs saved under them (jsdom has no downloads). */
function watchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** A PDF answer, as far as the page can tell: a body it saves as is, with these headers. */
const pdfReply = (headers: Record<string, string> = {}) =>
  new Reply<Blob>(200, '%PDF-1.7', { 'Content-Type': 'application/pdf', ...headers });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows the contract on the page as the PDF says it: title, version line, every section and clause', () => {
  renderRoute(<ContractView content={content} />, { path: '/' });
  const contract = screen.getByRole('article', { name: CONTRACT_TITLE });
  expect(within(contract).getByRole('heading', { level: 3, name: CONTRACT_TITLE })).toBeInTheDocument();
  expect(contract).toHaveTextContent('Version 2 du 21/11/2026');
  const sections = contractSections(content);
  expect(
    within(contract)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent),
  ).toEqual(sections.map((section) => section.title));
  for (const paragraph of sections.flatMap((section) => section.paragraphs)) {
    expect(within(contract).getByText(paragraph)).toBeInTheDocument();
  }
  expect(contract).toHaveTextContent("L'association reste propriétaire de l'animal");
  expect(contract).toHaveTextContent('Les Pattes, numéro RNA W123456789');
});

it("'Télécharger le contrat (PDF)' saves the version shown under the API's file name", async () => {
  const saved = watchDownloads();
  const pdf = onEndpoint(
    ENDPOINTS.placementContract,
    pdfReply({ 'Content-Disposition': 'attachment; filename="contrat-rex-v2.pdf"' }),
  );
  renderRoute(<ContractView content={content} />, { path: '/' });
  await userEvent.click(screen.getByRole('button', { name: M.downloadContract }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].name).toBe('contrat-rex-v2.pdf');
  expect(await saved[0].blob.text()).toContain('%PDF-1.7');
  expect(pdf.last?.params).toEqual({ id: String(placement.id) });
  expect(pdf.last?.query).toEqual({ version: '2' });
  expect(screen.getByRole('button', { name: M.downloadContract })).toBeEnabled();
});

it('names the file itself when the API gives no name, and says so when the download fails', async () => {
  const saved = watchDownloads();
  onEndpoint(ENDPOINTS.placementContract, pdfReply());
  const { unmount } = renderRoute(<ContractView content={content} />, { path: '/' });
  await userEvent.click(screen.getByRole('button', { name: M.downloadContract }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].name).toBe(M.contractFileName(placement.id, 2));
  unmount();

  onEndpoint(ENDPOINTS.placementContract, refuse(500));
  renderRoute(<ContractView content={content} />, { path: '/' });
  await userEvent.click(screen.getByRole('button', { name: M.downloadContract }));
  expect(await screen.findByText(M.downloadFailed)).toBeInTheDocument();
  expect(saved).toHaveLength(1);
});
