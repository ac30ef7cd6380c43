// The recommendation form's one call: the answers with the link's token, to the database's
// submit_recommendation, which checks them, counts the attempt and accepts one answer per link.
import { browserSupabase } from '../../lib/browser-supabase.ts';

export interface RecommendationAnswers {
  known_for: string;
  church: string;
  recommendation: string;
  recommends: boolean;
}

export async function submitRecommendation(token: string, answers: RecommendationAnswers): Promise<void> {
  const supabase = await browserSupabase();
  const { error } = await supabase.rpc('submit_recommendation', { token, ...answers });
  if (error) throw error;
}
