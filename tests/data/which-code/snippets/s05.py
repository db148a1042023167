# requirements: transformers==4.44.2, accelerate==0.33.0
from transformers import Trainer, TrainingArguments, DataCollatorForSeq2Seq


class SFTTrainer(Trainer):
    def compute_loss(self, model, inputs, return_outputs=False):
        outputs = model(**inputs)
        loss = outputs["loss"] if isinstance(outputs, dict) else outputs[0]
        return (loss, outputs) if return_outputs else loss


args = TrainingArguments(
    output_dir="ckpt/sft-llama3-8b",
    per_device_train_batch_size=4,
    gradient_accumulation_steps=8,
    learning_rate=2e-5,
    num_train_epochs=2,
    bf16=True,
    logging_steps=10,
)
collator = DataCollatorForSeq2Seq(tokenizer, padding="longest", label_pad_token_id=-100)
trainer = SFTTrainer(model=model, args=args, train_dataset=train_ds, data_collator=collator)
trainer.train()
