// The recommendation form's one call: the answers with the link's token, to the database's
// submit_recommendation, which checks them, counts the attempt and accepts one answer per link;
// it answers false for a token that is not a link's or has stopped working.
import { browserSupabase } from '../../lib/browser-supabase.ts';

export interface RecommendationAnswers {
  known_for: string;
  church: string;
  recommendation: string;
  recommends: boolean;
}

/** Whether the recommendation was recorded: false when the link is not valid or has expired. */
export async function submitRecommendation(token: string, answers: RecommendationAnswers): Promise<boolean> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('submit_recommendation', { token, ...answers });
  if (error) throw error;
  return data;
}
