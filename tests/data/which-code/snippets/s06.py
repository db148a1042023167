# transformers>=4.46, single GPU
import torch.nn.functional as F
from transformers import Trainer, TrainingArguments, DataCollatorForTokenClassification


def token_ce(outputs, labels, num_items_in_batch=None):
    logits = outputs.logits.float()
    loss = F.cross_entropy(logits.view(-1, logits.size(-1)), labels.view(-1),
                           ignore_index=-100, reduction="sum")
    if num_items_in_batch is None:
        num_items_in_batch = (labels != -100).sum()
    return loss / num_items_in_batch


args = TrainingArguments("ner-deberta-v3", per_device_train_batch_size=16,
                         gradient_accumulation_steps=4, learning_rate=3e-5,
                         num_train_epochs=3, warmup_ratio=0.1)
trainer = Trainer(model=model, args=args, train_dataset=tokenized["train"],
                  data_collator=DataCollatorForTokenClassification(tokenizer),
                  compute_loss_func=token_ce)
trainer.train()
