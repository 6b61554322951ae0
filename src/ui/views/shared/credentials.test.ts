import { describe, expect, it } from 'vitest';
import { credentialsInUrl, isCredentialName, maskCommandLine, maskCredential, maskUrl } from './credentials';

describe('credentials in views', () => {
  it('knows credential names of headers and environment variables', () => {
    for (const name of [
      'authorization',
      'Proxy-Authorization',
      'GITLAB_TOKEN',
      'private-token',
      'x-api-key',
      'API_KEY',
      'cookie',
      'DB_PASSWORD',
      'client_secret',
    ]) {
      expect(isCredentialName(name)).toBe(true);
    }
    for (const name of [
      'GITLAB_URL',
      'content-type',
      'mcp-session-id',
      'mcp-protocol-version',
      'www-authenticate',
      'accept',
    ]) {
      expect(isCredentialName(name)).toBe(false);
    }
  });

  it('masks a credential, keeping the scheme readable', () => {
    expect(maskCredential('Bearer mcp-at-5c81e0f4a9')).toBe('Bearer mcp-•••••••••••a9');
    expect(maskCredential('glpat-tour-3b7f90d2')).toBe('glpa••••••••••••d2');
    expect(maskCredential('short')).toBe('•••••');
  });

  it('masks credential query parameters and leaves the rest of the URL as sent', () => {
    expect(credentialsInUrl('https://mcp.acme.example/mcp?access_token=mcp-at-5c81e0f4a9&x=1')).toEqual([
      'access_token',
    ]);
    expect(maskUrl('https://mcp.acme.example/mcp?access_token=mcp-at-5c81e0f4a9&x=1')).toBe(
      'https://mcp.acme.example/mcp?access_token=mcp-•••••••••••a9&x=1',
    );
    expect(maskUrl('https://mcp.acme.example/mcp')).toBe('https://mcp.acme.example/mcp');
    expect(maskUrl('not a url')).toBe('not a url');
  });

  it("masks a marked secret's spellings under any parameter name, with credential names masked as before", () => {
    const forms = ['tour+SECRET/0123456789==', 'tour%2BSECRET%2F0123456789%3D%3D'];
    expect(maskUrl('https://api.example/mcp?sig=tour%2BSECRET%2F0123456789%3D%3D&page=2', forms)).toBe(
      'https://api.example/mcp?sig=tour••••••••••••3D&page=2',
    );
    expect(maskUrl('https://api.example/tour+SECRET/0123456789==/mcp?api_key=k-0123456789', forms)).toBe(
      'https://api.example/tour••••••••••••==/mcp?api_key=k-01••••••89',
    );
  });
});

describe('maskCommandLine', () => {
  it('masks the values of credential flags and token-shaped arguments, and leaves the rest', () => {
    expect(maskCommandLine('node', ['server.js', '--token', 'glpat-abcdef123456', '--port', '3000'])).toBe(
      'node server.js --token glpa••••••••••••56 --port 3000',
    );
    expect(maskCommandLine('npx', ['gitlab-mcp', '--api-key=abc123def456ghi'])).toBe(
      'npx gitlab-mcp --api-key=abc1•••••••••hi',
    );
    expect(maskCommandLine('env', ['GITLAB_TOKEN=secretvalue1', 'node', 'x.js'])).toBe(
      'env GITLAB_TOKEN=secr••••••e1 node x.js',
    );
    expect(maskCommandLine('node', ['server.js', 'ghp_0123456789abcdefghij'])).toBe(
      'node server.js ghp_••••••••••••ij',
    );
    expect(maskCommandLine('node', ['dist/index.js', '--read-only', 'projects/42'])).toBe(
      'node dist/index.js --read-only projects/42',
    );
  });
});
