import { describe, expect, it } from 'vitest';
import { isAccountSection, isGenerateCodeItem, readCollapsed, sidebarHeading, sidebarMode } from './sidebarState';

describe('side menu state', () => {
  it('is full or mini as stored on wide screens, and reduced on mobile whatever was stored', () => {
    expect(sidebarMode(false, false)).toBe('full');
    expect(sidebarMode(false, true)).toBe('mini');
    expect(sidebarMode(true, false)).toBe('mobile');
    expect(sidebarMode(true, true)).toBe('mobile');
  });
  it('reads the stored flag strictly', () => {
    expect(readCollapsed('true')).toBe(true);
    expect(readCollapsed('false')).toBe(false);
    expect(readCollapsed(null)).toBe(false);
    expect(readCollapsed('yes')).toBe(false);
  });
  it("is headed 'Learn' for a Learner and 'Insights' otherwise", () => {
    expect(sidebarHeading('Learner')).toBe('Learn');
    expect(sidebarHeading('Instructor')).toBe('Insights');
    expect(sidebarHeading('org-admin')).toBe('Insights');
    expect(sidebarHeading(null)).toBe('Insights');
  });
  it('recognises the Account section and the Generate Code item', () => {
    expect(isAccountSection(' account ')).toBe(true);
    expect(isAccountSection('Learn')).toBe(false);
    expect(isGenerateCodeItem('generate-code', '')).toBe(true);
    expect(isGenerateCodeItem('x', 'Generate Code')).toBe(true);
    expect(isGenerateCodeItem('home', 'Home')).toBe(false);
  });
});
