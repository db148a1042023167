import json
E = []
def add(file, norm, exp, cols, quirks, notes):
    E.append({"file": file, "normalisation": norm, "expected": exp, "columns": cols, "quirks": quirks, "notes": notes})

add("01_trainer_class_lm.csv", "repair", "not-affected", None,
    ["class-based Trainer", "csv.DictWriter (CRLF line endings)", "extra micro and lr columns", "steps from 1"],
    "Token LM with padding, accum 4, 6 sequences per micro-batch. loss = token-summed CE / non-ignored tokens in the whole window (counted before backward). Per-micro loss matches (c) to ~6e-8 relative; (b) is off by up to 60%.")
add("02_functional_lm_sgd.csv", "failure", "affected-failure", None,
    ["functional loop", "steps from 0", "extra grad_norm column (repeated on every row of a step)"],
    "Token LM, accum 4, reduction='sum' / accum. Loss equals weighted_sum/4 exactly; values are in the hundreds.")
add("03_print_tsv_lm.tsv", "unsuccessful-fix", "affected-unsuccessful-fix", None,
    ["TSV written with print(..., sep='\\t')", "accum 8", "steps from 0"],
    "Token LM, loss = F.cross_entropy(mean over non-pad tokens) / 8. weighted_sum is ce(reduction='none').sum() (pad targets contribute 0).")
add("04_amp_gradscaler_lm.csv", "repair", "not-affected", None,
    ["GradScaler-style loop (minimal stand-in for torch.cuda.amp.GradScaler, emulated fp16 overflow) + CPU bf16 autocast",
     "extra scaled_loss / loss_scale / skipped columns; scaled_loss = loss * loss_scale",
     "some optimizer steps skipped (inf) but still logged", "csv.writer default CRLF line endings", "steps from 1"],
    "Token LM, accum 4, repair. The loss column is the unscaled backpropagated loss; scaled_loss (x 2^19..2^24) is what .backward() saw. A user who maps loss=scaled_loss would get nonsense; with default names the check is clean. Skipped steps do not change the normalisation.")
add("05_gradclip_opt_step.csv", "failure", "affected-failure", {"step": "opt_step"},
    ["step column named opt_step", "grad clipping (clip_grad_norm_ 0.5)", "LambdaLR warm-up", "lr written with %.3e", "steps from 0"],
    "DataLoader-based loop, token LM, accum 3, reduction='sum' / accum. Loss/weighted_sum identical in full precision (repr).")
add("06_seqcls_sample_weights_pandas.csv", "repair", "not-affected", None,
    ["pandas to_csv with unnamed index column", "sequence classification with per-sample weights (source x class balance)", "variable micro-batch size (token-budget batching)", "extra n_samples column", "steps from 0"],
    "weighted_sum = sum(w_i * CE_i), weight_sum = sum(w_i) (float). loss = weighted_sum / sum of weights over the 4-micro-batch window. (b) vs (c) differ by median 1%, up to 19%, at step level.")
add("07_seqcls_weak_label_weights.csv", "unsuccessful-fix", "affected-unsuccessful-fix", None,
    ["values formatted with '%.6g'", "per-sample confidence weights", "accum 3", "steps from 1"],
    "Weighted CE mean per micro-batch ((w*ce).sum()/w.sum()) / 3. Because all three numbers are rounded to 6 significant digits, the match to (b) is only within ~6e-6 relative (up to 5.9e-6); a checker with a tolerance tighter than ~1e-5 will see no match. (c) is off by up to 40%.")
add("08_seqcls_fixed_batch.csv", "unsuccessful-fix", "not-affected", None,
    ["no sample weights, fixed micro-batch size 16 (weight_sum always 16)", "accum 4", "steps from 0"],
    "The code is written as the 'unsuccessful fix' (CE.mean()/accum), but every micro-batch has the same weight mass, so (b) and (c) are identical on this data and the run is not affected. (a) = 16 x (c), clearly ruled out. A checker should not report affected-unsuccessful-fix here.")
add("09_supcon_pairs.csv", "repair", "not-affected", {"weighted_sum": "pair_loss_sum", "weight_sum": "n_pairs"},
    ["contrastive (SupCon) loss; weight = number of positive pairs", "own column names pair_loss_sum / n_pairs", "steps from 1"],
    "8 documents x 2 views per micro-batch, accum 4; positive pairs per micro-batch vary 40..184 with the label mix. loss = pair-loss sum / positive pairs in the whole window. (b)-(c) step gap median 1.4%.")
add("10_multitask_rank_pairs.csv", "unsuccessful-fix", "affected-unsuccessful-fix",
    {"weighted_sum": "rank_sum", "weight_sum": "n_pairs", "loss": "rank_loss"},
    ["multi-task: loss to check is the ranking term; extra cls_loss and total_loss columns", "weight = number of ordered pairs",
     "27 micro-batches with n_pairs = 0 (rank_sum 0, rank_loss 0)", "steps from 0"],
    "Ranking term = mean softplus pair loss per micro-batch / 4 (mean-of-means). Rows with n_pairs=0 make weighted_sum/weight_sum = 0/0; the run treats them as 0 but still divides the others by 4. A checker must not crash or divide by zero there. If a user maps loss=total_loss instead, nothing matches (it includes the classification loss).")
add("11_lm_loss_item.csv", "unsuccessful-fix", "affected-unsuccessful-fix", None,
    ["loss column logged BEFORE dividing by accum (loss.item() of the micro-batch mean)", "weighted_sum reconstructed as mean * n_tokens", "steps from 1"],
    "Backpropagated: mean/4. Logged: the micro-batch mean, i.e. exactly 4 x (b) on every row (= weighted_sum/weight_sum). Strictly, the loss column is not what was backpropagated, so an exact-value checker finds no match; but the logged values are proportional to (b) with one constant factor (= accum) and not proportional to (a) or (c), so the weighting is identifiable as mean-of-means. Ideal: affected-unsuccessful-fix, ideally noting the factor 4 / 'logged before division'. cannot-tell would be over-cautious; not-affected or affected-failure would be wrong.")
add("12_lm_n_tokens.csv", "unsuccessful-fix", "affected-unsuccessful-fix", {"weight_sum": "n_tokens"},
    ["weight column named n_tokens", "loss logged AFTER dividing by accum (what was backpropagated)",
     "epoch boundary: leftover micro-batch from epoch 1 joins step 266, which has 3 micro-batches (micro index 0,0,1) still divided by 2; last step (532) has a single micro-batch that was never applied", "steps from 0"],
    "accum 2, batch 3, mean token CE / 2. 531 of 533 steps match (b) exactly; step 266 matches nothing (each row = mean/2 but K=3) and the trailing step 532 (K=1) matches nothing. A robust checker should conclude unsuccessful fix despite the two anomalous steps.")
add("13_batch_warmup_accum.csv", "repair", "not-affected", None,
    ["accumulation changes over time: 1 for steps 1-40, then 8", "accum column present", "steps from 1"],
    "During accum 1, (b)=(c); after, only (c) matches. Loss = token sum / window tokens throughout.")
add("14_accum_ramp.csv", "unsuccessful-fix", "affected-unsuccessful-fix", None,
    ["accumulation ramp 1 -> 2 -> 4 -> 8 (at steps 0/30/60/120), no accum column", "steps from 0", "written with print(..., sep=',')"],
    "mean token CE / current accum. K must be inferred per step from the row count. Steps 0-29 (K=1) cannot discriminate (b) vs (c); the rest match (b) exactly.")
add("15_dynamic_batch_micro_step.csv", "unsuccessful-fix", "affected-unsuccessful-fix", None,
    ["no step column: only a global micro_step counter from 0 (optimizer step every 4 micro-steps, not recorded in the file)",
     "classification with length-bucketed dynamic batch sizes 1..14; weight = number of samples"],
    "CE.mean()/4 per micro-batch. Without a step column the window is unknown, but every row satisfies loss = weighted_sum/weight_sum/4 exactly, which (given weights vary inside any window) is only consistent with mean-of-means with accum 4; repair and failure are ruled out for any contiguous grouping. With step = micro_step // 4 the check is clean. A checker that requires a step column and refuses or says cannot-tell is acceptable but weaker; mapping step=micro_step (a naive user's choice) makes K=1 and then nothing matches (loss is 1/4 of (b)=(c)).")
add("16_logging_module_update.csv", "repair", "not-affected", {"step": "update", "weight_sum": "tokens", "weighted_sum": "loss_sum"},
    ["logging-module lines converted to CSV by regex (time and level columns, quoted timestamps containing commas)", "step column named update", "weight column named tokens", "values printed with %.6f / %.8f", "steps from 1"],
    "Token LM, accum 6, repair (window token count computed before backward). Raw log kept in src/raw/16_train.log (also contains eval/start lines that the converter dropped).")
add("17_jsonl_metrics.csv", "failure", "affected-failure", {"step": "it", "weighted_sum": "loss_sum", "weight_sum": "ntok"},
    ["JSON-lines converted to CSV (columns in first-seen key order: loss before loss_sum)", "grad_norm only on the last micro-batch of each step (empty cells elsewhere)", "own column names it / loss_sum / ntok", "steps from 1"],
    "Token LM, accum 5, summed CE / 5. Raw jsonl in src/raw/17_metrics.jsonl.")
add("18_chat_mix_steploss.csv", "repair", "not-affected", None,
    ["step loss written once per step (last micro-batch row), empty loss elsewhere", "all floats formatted with '{:.3e}' (4 significant digits)", "bimodal lengths (very short turns and long documents)", "steps from 1"],
    "accum 4, 2 sequences per micro-batch, repair. Logged step loss matches (c) within 4.1e-4 relative (rounding); (b) differs from (c) by median 1.7% at step level, so most steps discriminate even at 4 digits, though a few steps with a gap below ~1e-3 cannot. A checker needs a rounding-aware tolerance (~5e-4 relative).")
add("19_packed_lm_round5.csv", "unsuccessful-fix", "affected-unsuccessful-fix", None,
    ["sequence packing with cross-document target masking and row padding (53..189 tokens per micro-batch)", "values rounded with round(x, 5)", "csv.DictWriter CRLF", "steps from 0"],
    "accum 4, masked mean / 4. Per-row match to (b) within 1.1e-5 relative (5-decimal rounding of values 0.40-1.11); (c) off by 10-100%.")
add("20_rerun_same_logfile.csv", "unsuccessful-fix", "affected-unsuccessful-fix", None,
    ["two runs appended to the same file: header written once, step counter restarts at 0 on line 482",
     "first run (killed after 120 steps) uses mean-of-means; second run (150 steps) uses the repair"],
    "Rows 2-481: unsuccessful fix (matches (b) exactly). Rows 482-1081: repair (matches (c) exactly). Ideal checker: notice the step reset (duplicate step numbers), split into two runs and report run 1 affected-unsuccessful-fix, run 2 not-affected. The file as a whole contains an affected run, hence the label; a 'mixed runs / cannot-tell' verdict that points at the reset is also reasonable. A checker that groups rows by step value merges steps 0-119 of both runs (8 rows per step) and then nothing matches for those steps; 'not-affected' would be wrong.")
add("21_long_masked_regression.csv", "unsuccessful-fix", "affected-unsuccessful-fix", None,
    ["long run: 3000 steps (6000 rows)", "small values (loss ~3e-4 late in training)", "'%.6g' formatting", "masked multi-output MSE; weight = number of observed targets", "accum 2", "steps from 0"],
    "Masked MSE mean / 2 per micro-batch. Match to (b) within 8e-6 relative (6 significant digits); (c) off by up to 65%. Absolute tolerances would be fooled by the small values.")
add("22_long_cls_callback.csv", "failure", "affected-failure", None,
    ["long run: 2500 steps (7500 rows)", "step loss repeated on every micro-batch row of the step (written by a callback after the step)", "small values late in training (step losses down to ~2e-5)", "variable micro-batch size 4..10", "steps from 1"],
    "Classification, CE summed / 3. The loss column is the step's loss (sum of the 3 backpropagated micro losses = step sum / 3) on each row. A checker that treats each row as a per-micro-batch loss sees a factor ~3 mismatch; it must recognise the constant-within-step loss as a step loss.")
add("23_log_every_10.csv", "repair", "cannot-tell", None,
    ["logged only every 10th step", "loss = average step loss over the last 10 steps, repeated on the 4 rows of the logged step; the other 9 steps' micro-batches are not in the file"],
    "Underlying run is the repair, but the averaged loss includes 9 unlogged steps, so the logged loss sits within a few % of both (b) and (c) of the logged step (errors ~2%, up to 13%) while (b)-(c) differ by only ~0.4%. (a) is ruled out (factor ~100), but (b) vs (c) cannot be decided.")
add("24_dashboard_stats.csv", "failure", "cannot-tell", None,
    ["no loss column (only weighted_sum, weight_sum, lr, grad_norm)", "steps from 0"],
    "The run used summed CE / 4 but never logged the backpropagated loss. Nothing to compare against. (grad_norm is there but cannot identify the normalisation without the model.) Refusing because the loss column is missing is also acceptable.")
add("25_hf_log_history.csv", "unsuccessful-fix", "refuse", None,
    ["HF-Trainer-like log_history: one row per 5 steps with epoch, step, loss (running mean, rounded to 4 dp), learning_rate, grad_norm", "no weighted_sum and no weight mass column"],
    "No per-micro-batch summed loss and no weight mass: none of the three normalisations can be computed, so the file cannot be checked. (The loss is also averaged over logging steps.)")
add("26_fixed_windows_steploss_2dp.csv", "unsuccessful-fix", "cannot-tell", None,
    ["step loss once per step (last micro-batch row)", "every float rounded to 2 decimals", "weight mass nearly constant: 512 target tokens per micro-batch except rare end-of-shard windows (507-511)"],
    "Mean-of-means vs token-weighted mean differ by < 6e-5 relative on this data, far below the 2-decimal rounding (~1e-3 relative): all 150 logged step losses are consistent with both (b) and (c); (a) is ruled out. The run's weighting is not recoverable. (Arguably the bug is also immaterial here; but the data cannot show which normalisation was used.)")
add("27_fixed_windows_micro_2dp.csv", "unsuccessful-fix", "affected-unsuccessful-fix", None,
    ["per-micro-batch loss rounded to 2 decimals", "weight mass nearly constant (512 tokens; 45 of 400 micro-batches have 506-511)"],
    "Hard case on the edge of decidability. 381 rows are consistent (after 2-dp rounding) with both (b) and (c); 19 rows - the ones with fewer tokens - are consistent only with (b), and no row is consistent only with (c). A rounding-aware checker can conclude the unsuccessful fix; a checker using a plain relative tolerance (~1e-2 needed here) will see both (b) and (c) matching and should say cannot-tell rather than not-affected. cannot-tell is an acceptable conservative answer; not-affected and affected-failure are wrong.")
add("28_no_accum_keras_like.csv", "repair", "not-affected", None,
    ["no gradient accumulation (one micro-batch per step, no micro column)", "pandas to_csv(index=False, float_format='%.8f')", "steps from 1"],
    "loss = token mean of the single micro-batch. With K=1, (b) and (c) are the same number, so the run is not affected; (a) (= summed loss) is ruled out.")
add("29_crashed_run.csv", "repair", "refuse", None,
    ["header only, no data rows (run crashed on its first micro-batch)", "CRLF line ending"],
    "Nothing to check. The traceback is in src/raw/29_traceback.txt. 'cannot-tell' with a clear 'no rows' message would also be fine, but there is no data at all.")
import os
json.dump(E, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "manifest.json"), "w"), indent=2, ensure_ascii=False)
print(len(E))
